import type { OpConflict } from '@fieldbook/domain/templates';
import { Box, Flex } from '@mantine/core';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-error';
import { publishRefusalOf, type PublishRefusal } from '../api/publish-problems';
import { showToast } from '../../../shared/ui/toast';
import { revisionConflictMessage, templateEditorApi } from '../api/template-editor-api';
import type { LoadedTemplate } from '../api/template-editor-api';
import { CommandProvider } from '../commands/command-context';
import type { CommandContext } from '../commands/command-types';
import { useCommandKeys } from '../commands/use-command-keys';
import { Inspector } from '../inspector/inspector';
import { PageReorderModal, reorderPages } from '../modals/page-reorder-modal';
import { PublishProblemsModal } from '../modals/publish-problems-modal';
import { RefusalModal } from '../modals/refusal-modal';
import { RevisionConflictModal } from '../modals/revision-conflict-modal';
import { SaveErrorModal } from '../modals/save-error-modal';
import type { PreviewSession } from '../../template-preview/preview-session';
import { EditorPreview } from './editor-preview';
import { useWarmPreview } from './use-warm-preview';
import { createAutosave } from '../save/autosave';
import type { Autosave } from '../save/autosave';
import { createSaveStatus } from '../save/save-status';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { revealItem } from '../store/reveal-item';
import { Canvas } from './canvas';
import { EditorHeader } from './editor-header';
import { Palette } from './palette';

// Each pane is memoised on its own: opening the preview redraws the right pane only, never the
// palette's buttons or the canvas (whose re-render would redraw every mounted row through dnd-kit).
const PalettePane = memo(Palette);
const CanvasPane = memo(Canvas);
const InspectorPane = memo(Inspector);

/**
 * Palette, canvas and inspector (or preview). Memoised: the editor's own state (save status, open
 * dialogs) must not re-render the panes. The side panes join one render after the canvas, so the
 * first rows are drawn before the palette's sixty buttons (ADR 154).
 */
const EditorPanes = memo(function EditorPanes({
  previewOpen,
  preview,
}: {
  previewOpen: boolean;
  preview: PreviewSession;
}) {
  const { t } = useTranslation('template-editor');
  const sides = useDeferredValue(true, false);
  return (
    <Flex flex={1} mih={0} gap="sm">
      <Box w={230} visibleFrom="sm" style={{ flexShrink: 0 }}>
        {sides && <PalettePane />}
      </Box>
      <Box flex={1} miw={0} component="section" aria-label={t('canvas.label')}>
        <CanvasPane />
      </Box>
      <Box
        w={320}
        style={{ flexShrink: 0, borderLeft: '1px solid var(--mantine-color-default-border)' }}
        visibleFrom="md"
      >
        {previewOpen ? <EditorPreview session={preview} /> : sides && <InspectorPane />}
      </Box>
    </Flex>
  );
});

/** Wires one opened template: store, autosave, commands and keyboard, and the editor's dialogs. */
export function TemplateEditor({ templateId, loaded }: { templateId: string; loaded: LoadedTemplate }) {
  const { t } = useTranslation('template-editor');
  const [store] = useState(() => createEditorStore(loaded.doc));
  const preview = useWarmPreview(store);
  const autosave = useRef<Autosave | null>(null);
  const revision = useRef(loaded.revision);
  const [statusStore] = useState(createSaveStatus);
  const [conflict, setConflict] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<{ detail: string | null } | null>(null);
  const [refusal, setRefusal] = useState<readonly OpConflict[] | null>(null);
  const [reorderOpen, setReorderOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [publishedVersion, setPublishedVersion] = useState(loaded.publishedVersion);
  const [publishing, setPublishing] = useState(false);
  const [publishRefusal, setPublishRefusal] = useState<PublishRefusal | null>(null);

  const ctx = useMemo<CommandContext>(
    () => ({
      store,
      ui: {
        refused: (conflicts) => setRefusal(conflicts),
        pasteCleared: (count) => showToast('success', t('clipboard.cleared', { count })),
        openPageReorder: () => setReorderOpen(true),
        templateId,
        serverRevision: (next) => {
          revision.current = next;
          autosave.current?.overwrite(next);
        },
        togglePreview: () => setPreviewOpen((open) => !open),
      },
    }),
    [store, t, templateId],
  );
  useCommandKeys(ctx, true);

  useEffect(() => {
    const saver = createAutosave(store.getState().doc, revision.current, {
      save: async (doc, base) => {
        const next = await templateEditorApi.save(templateId, doc, base);
        revision.current = next;
        return next;
      },
      conflictMessage: revisionConflictMessage,
      onStatus: statusStore.set,
      onConflict: setConflict,
      onError: (error) => setSaveError({ detail: error instanceof ApiRequestError ? error.message : null }),
    });
    autosave.current = saver;
    let last = store.getState().doc;
    const unsubscribe = store.subscribe(() => {
      const { doc } = store.getState();
      if (doc === last) return;
      last = doc;
      saver.push(doc);
    });
    const warn = (event: BeforeUnloadEvent) => {
      if (!saver.isClean()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      unsubscribe();
      saver.dispose();
      window.removeEventListener('beforeunload', warn);
    };
  }, [store, templateId, statusStore]);

  const keepMine = async () => {
    const fresh = await templateEditorApi.load(templateId);
    setConflict(null);
    autosave.current?.overwrite(fresh.revision);
  };
  const loadSaved = async () => {
    const fresh = await templateEditorApi.load(templateId);
    setConflict(null);
    autosave.current?.reset(fresh.doc, fresh.revision);
    revision.current = fresh.revision;
    store.load(fresh.doc);
    setPublishedVersion(fresh.publishedVersion);
  };
  const onPublish = useCallback(() => {
    const saver = autosave.current;
    if (!saver || !saver.isClean()) return;
    setPublishing(true);
    templateEditorApi
      .publish(templateId, saver.revision())
      .then((result) => setPublishedVersion(result.version))
      .catch((error: unknown) => {
        const refusal = publishRefusalOf(error);
        if (refusal) setPublishRefusal(refusal);
        else if (error instanceof Error) showToast('error', error.message);
      })
      .finally(() => setPublishing(false));
  }, [templateId]);
  const goToItem = (id: string) => {
    setPublishRefusal(null);
    setPreviewOpen(false);
    store.setView(revealItem(store.getState().doc, id));
    store.select(id);
  };

  return (
    <EditorStoreProvider store={store}>
      <CommandProvider value={ctx}>
        <Flex direction="column" h="calc(100dvh - 72px)" data-testid="template-editor">
          <EditorHeader
            statusStore={statusStore}
            publishedVersion={publishedVersion}
            publishing={publishing}
            onPublish={onPublish}
          />
          <EditorPanes previewOpen={previewOpen} preview={preview} />
        </Flex>
        <RefusalModal conflicts={refusal} doc={store.getState().doc} onClose={() => setRefusal(null)} />
        <PublishProblemsModal
          refusal={publishRefusal}
          doc={store.getState().doc}
          onGoTo={goToItem}
          onClose={() => setPublishRefusal(null)}
        />
        <RevisionConflictModal
          message={conflict}
          onKeepMine={() => void keepMine()}
          onLoadSaved={() => void loadSaved()}
        />
        <SaveErrorModal
          opened={saveError !== null}
          detail={saveError?.detail ?? null}
          onClose={() => setSaveError(null)}
          onRetry={() => {
            setSaveError(null);
            autosave.current?.retry();
          }}
        />
        {reorderOpen && (
          <PageReorderModal
            doc={store.getState().doc}
            opened
            onClose={() => setReorderOpen(false)}
            onApply={(order) => {
              const result = store.apply((doc) => reorderPages(doc, order));
              if (!result.ok) setRefusal(result.conflicts);
            }}
          />
        )}
      </CommandProvider>
    </EditorStoreProvider>
  );
}
