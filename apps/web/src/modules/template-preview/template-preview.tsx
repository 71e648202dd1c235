import { ActionIcon, Badge, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewItems } from './components/preview-items';
import classes from './template-preview.module.css';
import type { PreviewSession } from './preview-session';
import { buildPreviewTree } from './preview-tree';
import { usePreviewSession } from './use-preview-session';

/** Rows of a page drawn in the first render; the rest follow in a transition right after (ADR 153). */
const FIRST_ROWS = 12;

/**
 * The builder's embedded mobile preview: the document as an inspector would fill it in, page by page,
 * with the rules engine running live so the author sees rules, calculations and scores act.
 */
export function TemplatePreview({
  doc,
  session: given,
}: {
  doc: TemplateDocument;
  session?: PreviewSession;
}) {
  const { t } = useTranslation('template-preview');
  const session = usePreviewSession(doc, given);
  const tree = useMemo(() => buildPreviewTree(doc), [doc]);
  const [pageIndex, setPageIndex] = useState(0);
  const [rows, setRows] = useState(FIRST_ROWS);
  useEffect(() => startTransition(() => setRows(Infinity)), []);
  const engine = session.engine;
  const visiblePages = tree.pages.filter((page) => engine?.stateOf(page.id).visible !== false);
  const index = Math.min(pageIndex, Math.max(visiblePages.length - 1, 0));
  const page = visiblePages[index];
  const score = engine?.score();

  return (
    <Paper
      withBorder
      radius="xl"
      p="sm"
      w={390}
      maw="100%"
      component="section"
      aria-label={t('title')}
      data-testid="mobile-preview"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            {t('title')}
          </Title>
          <Group gap="xs" wrap="nowrap">
            {score && score.max_score > 0 && (
              <Badge variant="light" data-testid="preview-score">
                {t('score', {
                  score: score.score,
                  max: score.max_score,
                  percent: Math.round(score.percentage ?? 0),
                })}
              </Badge>
            )}
            <ActionIcon variant="subtle" aria-label={t('restart')} onClick={() => session.reset()}>
              ↺
            </ActionIcon>
          </Group>
        </Group>
        {!engine && (
          <Text size="sm" c="red">
            {t('rulesBroken')}
          </Text>
        )}
        {page && engine && (
          <>
            <Text size="sm" c="dimmed">
              {t('pageOf', { page: index + 1, pages: visiblePages.length })} · {page.title || t('untitled')}
            </Text>
            {/* Mantine sizes the content to its longest word (a table, min-content): a plain block wraps words to the phone. */}
            <ScrollArea.Autosize
              mah={560}
              type="auto"
              scrollbars="y"
              className={classes.answers}
              styles={{ content: { display: 'block', minWidth: 0, overflowWrap: 'anywhere' } }}
            >
              <PreviewItems
                doc={doc}
                tree={tree}
                session={session}
                parentId={page.id}
                instance={0}
                until={(tree.position.get(page.id) ?? 0) + rows}
              />
            </ScrollArea.Autosize>
            <Group justify="space-between">
              <Button
                variant="default"
                size="xs"
                disabled={index === 0}
                onClick={() => setPageIndex(index - 1)}
              >
                {t('previous')}
              </Button>
              <Button
                size="xs"
                disabled={index >= visiblePages.length - 1}
                onClick={() => setPageIndex(index + 1)}
                data-testid="preview-next"
              >
                {t('next')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
