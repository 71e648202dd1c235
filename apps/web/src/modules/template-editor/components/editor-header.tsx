import { Anchor, Badge, Button, Divider, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLanguage, IconUpload } from '@tabler/icons-react';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CommandButton, useCommandContext } from '../commands/command-context';
import { EDITOR_COMMANDS } from '../commands/editor-commands';
import type { SaveStatus } from '../save/autosave';
import { useSaveStatus } from '../save/save-status';
import type { SaveStatusStore } from '../save/save-status';
import { useEditorSelector } from '../store/editor-context';

const DOCUMENT_COMMANDS = EDITOR_COMMANDS.filter((command) => command.scope === 'document');

/** The toolbar's height once drawn (Mantine ActionIcon lg), held while it waits a render, so nothing below moves. */
const TOOLBAR_HEIGHT = 'calc(2.125rem * var(--mantine-scale))';

const STATUS_COLOURS: Record<SaveStatus, string> = {
  saved: 'teal',
  pending: 'gray',
  saving: 'blue',
  conflict: 'red',
  error: 'red',
};

function SaveStatusBadge({ store }: { store: SaveStatusStore }) {
  const { t } = useTranslation('template-editor');
  const status = useSaveStatus(store);
  return (
    <Badge color={STATUS_COLOURS[status]} variant="dot" data-testid="save-status" data-status={status}>
      {t(`saveStatus.${status}`)}
    </Badge>
  );
}

function PublishButton({
  store,
  publishing,
  onPublish,
}: {
  store: SaveStatusStore;
  publishing: boolean;
  onPublish(): void;
}) {
  const { t } = useTranslation('template-editor');
  const status = useSaveStatus(store);
  return (
    <Button
      size="xs"
      leftSection={<IconUpload size={14} />}
      onClick={onPublish}
      loading={publishing}
      disabled={status !== 'saved'}
      data-testid="publish"
    >
      {t('header.publish')}
    </Button>
  );
}

function TranslationsLink() {
  const { t } = useTranslation('template-editor');
  const { templateId } = useCommandContext().ui;
  return (
    <Button
      component={Link}
      to={`/checklist/template/${templateId}/trans`}
      size="xs"
      variant="default"
      leftSection={<IconLanguage size={14} />}
      data-testid="open-translations"
    >
      {t('header.translations')}
    </Button>
  );
}

/**
 * The editor's top bar: back link, title, save state, the document commands, translations and publishing.
 * Memoised, and the save state is read by the badge and the publish button alone, so a save
 * starting or ending redraws two small elements (not the toolbar's tooltips).
 */
export const EditorHeader = memo(function EditorHeader({
  statusStore,
  publishedVersion,
  publishing,
  onPublish,
}: {
  statusStore: SaveStatusStore;
  publishedVersion: number | null;
  publishing: boolean;
  onPublish(): void;
}) {
  const { t } = useTranslation('template-editor');
  const title = useEditorSelector((state) => state.doc.title);
  const multiSelect = useEditorSelector((state) => state.multiSelect);
  // The toolbar joins one render after the title and the canvas's first rows, like the side panes (ADR 154).
  const toolbar = useDeferredValue(true, false);
  return (
    <Group component="header" justify="space-between" wrap="wrap" gap="xs" py={6}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Anchor component={Link} to="/checklist/templates" size="sm" aria-label={t('header.back')}>
          <IconArrowLeft size={18} />
        </Anchor>
        <Title order={1} fz="lg" lineClamp={1} maw={360} data-testid="editor-title">
          {title || t('header.untitled')}
        </Title>
        <SaveStatusBadge store={statusStore} />
        {publishedVersion !== null && (
          <Text size="xs" c="dimmed" data-testid="published-version">
            {t('header.version', { version: publishedVersion })}
          </Text>
        )}
      </Group>
      <Group gap={4} wrap="wrap" role="toolbar" aria-label={t('header.toolbar')} mih={TOOLBAR_HEIGHT}>
        {toolbar && (
          <>
            {DOCUMENT_COMMANDS.map((command) => (
              <CommandButton key={command.id} command={command} />
            ))}
            {multiSelect && (
              <Badge variant="outline" data-testid="multi-select-on">
                {t('header.multiSelectOn')}
              </Badge>
            )}
            <Divider orientation="vertical" mx={4} />
            <TranslationsLink />
            <PublishButton store={statusStore} publishing={publishing} onPublish={onPublish} />
          </>
        )}
      </Group>
    </Group>
  );
});
