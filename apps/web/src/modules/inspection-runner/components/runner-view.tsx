import { Alert, Badge, Box, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isAnswerable } from '@fieldbook/domain/inspections';
import { MEDIA_ANSWER_TYPES } from '@fieldbook/domain/rules';
import { useTranslation } from 'react-i18next';
import { ReportLink } from '../../inspection-report/components/report-link';
import { itemKey, ItemSlotsContext, type ItemSlots } from '../../template-preview/components/item-slots';
import { PreviewItems } from '../../template-preview/components/preview-items';
import { buildPreviewTree, pageOf } from '../../template-preview/preview-tree';
import {
  answerKey,
  completionProblems,
  requiredProgress,
  SIGNATURE_TYPES,
  type RunnerProblem,
} from '../completion';
import { useAfterPaint } from '../use-after-paint';
import type { LoadedRunner } from '../use-runner';
import { AnswerParts } from './answer-parts';
import { MarkerAnswer } from './answers/marker-answer';
import { RUNNER_ANSWERS } from './answers/registry';
import { StoredAnswer } from './stored-answer';
import { SyncIndicator } from './sync-indicator';
import classes from './runner-view.module.css';

/** Scrolls to an item instance and puts the focus in its first field (or on the item itself). */
function focusItem(key: string): void {
  const element = document.querySelector<HTMLElement>(`[data-item-key="${key}"]`);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  const field = element.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button, canvas');
  (field ?? element).focus();
}

/**
 * The inspection being conducted: one page at a time with the answers the rules engine keeps live, a progress bar
 * of required answers, and a bottom bar (Previous / Next / Complete) within a thumb's reach.
 */
export function RunnerView({ runner, onComplete }: { runner: LoadedRunner; onComplete(): Promise<void> }) {
  const { t } = useTranslation('inspection-runner');
  const { doc, session, inspection, answers, answerStore, inspectionId, record, storeFile } = runner;
  // What the item controls use: the same object across reads of the device copy, so the slots keep theirs.
  const controls = useMemo(
    () => ({ doc, session, inspectionId, record, storeFile }),
    [doc, session, inspectionId, record, storeFile],
  );
  const version = useSyncExternalStore(session.subscribe, session.getVersion);
  // Counting required answers reads every item's state: it follows the version and the device's answers once painted,
  // so an answer's own items reach the screen first and the count comes in a later task.
  const counted = useAfterPaint(version);
  const countedAnswers = useAfterPaint(answers);
  const tree = useMemo(() => buildPreviewTree(doc), [doc]);
  const engine = session.engine;
  const [pageIndex, setPageIndex] = useState(0);
  const [shut, setShut] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<RunnerProblem[]>([]);
  const [target, setTarget] = useState<string | null>(null);
  const visiblePages = tree.pages.filter((page) => engine?.stateOf(page.id).visible !== false);
  const index = Math.min(pageIndex, Math.max(visiblePages.length - 1, 0));
  const page = visiblePages[index];
  const progress = useMemo(
    () => (engine ? requiredProgress(doc, engine, countedAnswers) : { answered: 0, total: 0 }),
    // The engine changes in place: the painted session version says when to count again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [doc, engine, countedAnswers, counted],
  );
  // Parsed from its text: each read of the device copy makes a new object, and the slots follow this one.
  const refusal = JSON.stringify(inspection.server_problems);
  const serverProblems = useMemo<Record<string, string>>(() => JSON.parse(refusal), [refusal]);
  const score = engine?.score();

  useEffect(() => {
    if (!target) return;
    focusItem(target);
    setTarget(null);
  }, [target]);

  const problemOf = useMemo(() => {
    const byKey = new Map(problems.map((p) => [answerKey(p.item_id, p.instance), t(p.key, p.params)]));
    return (itemId: string, instance: number) =>
      byKey.get(answerKey(itemId, instance)) ??
      (serverProblems[`items.${itemId}`]
        ? t(serverProblems[`items.${itemId}`]!, { ns: ['common', 'inspection-runner'] })
        : undefined);
  }, [problems, serverProblems, t]);

  /** Opens the page and the sections holding an item, then scrolls to it once drawn. */
  function jumpTo(itemId: string, instance: number) {
    const pageId = pageOf(doc, itemId);
    const at = visiblePages.findIndex((p) => p.id === pageId);
    if (at >= 0) setPageIndex(at);
    setShut(new Set());
    setTarget(itemKey(itemId, instance));
  }

  useEffect(() => {
    const first = Object.keys(serverProblems).find((key) => key.startsWith('items.'));
    if (first) jumpTo(first.slice('items.'.length), 0);
    // Jump once per refusal the server sent (the record is re-read on every answer), not on every page change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);

  // One slots object per answer sheet: a new one re-renders every item, an answer alone re-renders the items it changed.
  const slots = useMemo<ItemSlots>(
    () => ({
      problem: problemOf,
      collapsed: (itemId, instance) => shut.has(itemKey(itemId, instance)),
      toggle: (itemId, instance) =>
        setShut((now) => {
          const next = new Set(now);
          const key = itemKey(itemId, instance);
          if (!next.delete(key)) next.add(key);
          return next;
        }),
      answer: (item, state, instance) => {
        const Control = RUNNER_ANSWERS[item.type];
        return Control ? (
          <StoredAnswer store={answerStore} answerKey={answerKey(item.id, instance)}>
            {(answer) => (
              <Control
                item={item}
                state={state}
                label={item.title || t('untitled')}
                answer={answer}
                runner={controls}
              />
            )}
          </StoredAnswer>
        ) : undefined;
      },
      imageMarker: (item, instance) =>
        item.options.image_marker_id && isAnswerable(item) ? (
          <StoredAnswer store={answerStore} answerKey={answerKey(item.id, instance)}>
            {(answer) => (
              <MarkerAnswer doc={doc} item={item} instance={instance} answer={answer} runner={controls} />
            )}
          </StoredAnswer>
        ) : undefined,
      extras: (item, state, instance) =>
        SIGNATURE_TYPES.has(item.type) ? null : (
          <StoredAnswer
            key={answerKey(item.id, instance)}
            store={answerStore}
            answerKey={answerKey(item.id, instance)}
          >
            {(answer) => (
              <AnswerParts
                state={state}
                answer={answer}
                runner={controls}
                withMedia={!MEDIA_ANSWER_TYPES.has(item.type)}
              />
            )}
          </StoredAnswer>
        ),
    }),
    [problemOf, shut, answerStore, controls, doc, t],
  );

  async function complete() {
    if (!engine) return;
    const found = completionProblems(doc, engine, answers);
    setProblems(found);
    if (found[0]) {
      jumpTo(found[0].item_id, found[0].instance);
      return;
    }
    await onComplete();
  }

  const last = index >= visiblePages.length - 1;
  return (
    <Box className={classes.screen}>
      <Stack gap="xs" className={classes.header} p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h4" className={classes.wrap}>
            {inspection.title || doc.title || t('untitledInspection')}
          </Title>
          <SyncIndicator waiting={runner.waiting} />
        </Group>
        <Progress
          value={progress.total === 0 ? 100 : (progress.answered / progress.total) * 100}
          aria-label={t('progress', progress)}
          size="lg"
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="runner-progress">
            {t('progress', progress)}
          </Text>
          <Group gap="xs">
            {score && score.max_score > 0 && (
              <Badge variant="light">{t('score', { percent: Math.round(score.percentage ?? 0) })}</Badge>
            )}
            {page && (
              <Text size="sm" c="dimmed">
                {t('pageOf', { page: index + 1, pages: visiblePages.length })}
              </Text>
            )}
          </Group>
        </Group>
      </Stack>
      <Box p="sm" className={classes.body}>
        {inspection.status === 'completed' && (
          <Alert color="green" mb="sm" data-testid="runner-completed">
            {t('completed')} <ReportLink inspectionId={inspection.id} />
          </Alert>
        )}
        {inspection.completing && (
          <Alert color="blue" mb="sm">
            {t('completing')}
          </Alert>
        )}
        {inspection.refused && (
          <Alert color="red" mb="sm" role="alert" data-testid="runner-refused">
            <Stack gap="xs" align="flex-start">
              <Text size="sm" fw={600}>
                {t('refused.title')}
              </Text>
              <Text size="sm">{inspection.refused}</Text>
              <Text size="sm">{t('refused.kept')}</Text>
              <Button size="xs" variant="default" onClick={() => void runner.retryRefused()}>
                {t('refused.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {problems.length > 0 && (
          <Alert color="red" mb="sm" role="alert" data-testid="runner-problems">
            {t('problemsFound', { count: problems.length })}
          </Alert>
        )}
        {!engine && <Alert color="red">{t('rulesBroken')}</Alert>}
        {page && engine && (
          <Stack gap="sm">
            <Title order={2} size="h5" className={classes.wrap}>
              {page.title || t('untitled')}
            </Title>
            <ItemSlotsContext.Provider value={slots}>
              <PreviewItems
                doc={doc}
                tree={tree}
                session={session}
                parentId={page.id}
                instance={0}
                until={Infinity}
              />
            </ItemSlotsContext.Provider>
          </Stack>
        )}
      </Box>
      <Group className={classes.bar} p="sm" gap="xs" wrap="nowrap">
        <Button
          size="md"
          px="sm"
          variant="default"
          className={classes.button}
          disabled={index === 0}
          onClick={() => setPageIndex(index - 1)}
          aria-label={t('previous')}
          leftSection={<IconChevronLeft size={20} aria-hidden />}
        >
          <span className={classes.wide}>{t('previous')}</span>
        </Button>
        <Button
          size="md"
          px="sm"
          variant="default"
          className={classes.button}
          disabled={last}
          onClick={() => setPageIndex(index + 1)}
          aria-label={t('next')}
          rightSection={<IconChevronRight size={20} aria-hidden />}
          data-testid="runner-next"
        >
          <span className={classes.wide}>{t('next')}</span>
        </Button>
        <Button
          size="md"
          px="sm"
          flex={1}
          className={classes.button}
          variant={last ? 'filled' : 'light'}
          onClick={() => void complete()}
          disabled={inspection.status === 'completed' || inspection.completing}
          data-testid="runner-complete"
        >
          {t('complete')}
        </Button>
      </Group>
    </Box>
  );
}
