import { Button, Fieldset, Stack, Text } from '@mantine/core';
import { responseOptionsOf, type Item, type TemplateDocument } from '@fieldbook/domain/templates';
import { useTranslation } from 'react-i18next';
import type { PreviewSession } from '../preview-session';
import { isRepeatable, type PreviewTree } from '../preview-tree';
import { RichTextView } from '../../../shared/rich-text/lazy-rich-text';
import { answerProblem } from '../answer-problem';
import { PreviewAnswer } from './preview-answer';
import { PreviewEffects } from './preview-effects';
import { PreviewInfo } from './preview-info';
import { PreviewRating } from './preview-rating';

interface ItemsProps {
  doc: TemplateDocument;
  tree: PreviewTree;
  session: PreviewSession;
  parentId: string;
  instance: number;
  /** Document position of the last row to draw yet; later rows wait for the next render. */
  until: number;
}

/** The visible children of one page or section, each as many times as it is repeated. */
export function PreviewItems({ doc, tree, session, parentId, instance, until }: ItemsProps) {
  const items = (tree.children.get(parentId) ?? []).filter(
    (item) => (tree.position.get(item.id) ?? 0) <= until,
  );
  return (
    <Stack gap="sm">
      {items.map((item) =>
        isRepeatable(item) ? (
          <PreviewRepeated key={item.id} doc={doc} tree={tree} session={session} item={item} until={until} />
        ) : (
          <PreviewItem
            key={item.id}
            doc={doc}
            tree={tree}
            session={session}
            item={item}
            instance={instance}
            until={until}
          />
        ),
      )}
    </Stack>
  );
}

/** A repeatable item or section: every repetition plus "add another" (spec "Repeatables"). */
function PreviewRepeated({
  doc,
  tree,
  session,
  item,
  until,
}: Omit<ItemsProps, 'parentId' | 'instance'> & { item: Item }) {
  const { t } = useTranslation('template-preview');
  const engine = session.engine;
  if (!engine) return null;
  const count = engine.instanceCount(item.id);
  const instances = Array.from({ length: count }, (_, k) => k);
  return (
    <Stack gap="xs">
      {instances.map((k) => (
        <PreviewItem key={k} doc={doc} tree={tree} session={session} item={item} instance={k} until={until} />
      ))}
      <Button variant="light" size="xs" onClick={() => session.setInstances(item.id, count + 1)}>
        {t('addAnother', { title: item.title || t('untitled') })}
      </Button>
    </Stack>
  );
}

/** One item instance: a section with its children, an instruction, or a question with its answer control. */
function PreviewItem({
  doc,
  tree,
  session,
  item,
  instance,
  until,
}: Omit<ItemsProps, 'parentId'> & { item: Item }) {
  const { t } = useTranslation('template-preview');
  const state = session.engine?.stateOf(item.id, instance);
  if (!state || !state.visible || state.hidden) return null;
  const title = item.title || t('untitled');
  if (item.type === 'section') {
    return (
      <Fieldset
        legend={title}
        data-testid={`preview-item-${item.id}`}
        style={state.color ? { borderColor: state.color } : undefined}
      >
        <PreviewInfo doc={doc} item={item} />
        <PreviewItems
          doc={doc}
          tree={tree}
          session={session}
          parentId={item.id}
          instance={instance}
          until={until}
        />
      </Fieldset>
    );
  }
  if (item.type === 'instruction') {
    const body = typeof item.options.content === 'string' ? item.options.content : '';
    return (
      <Stack gap={4} data-testid={`preview-item-${item.id}`}>
        <Text size="sm" fw={500}>
          {title}
        </Text>
        {body && <RichTextView html={body} testId={`preview-content-${item.id}`} />}
        <PreviewInfo doc={doc} item={item} />
      </Stack>
    );
  }
  const problem = answerProblem(item, state);
  return (
    <div
      data-testid={`preview-item-${item.id}`}
      style={
        state.color ? { borderInlineStart: `4px solid ${state.color}`, paddingInlineStart: 8 } : undefined
      }
    >
      <PreviewAnswer
        item={item}
        state={state}
        options={responseOptionsOf(doc, item)}
        label={title}
        error={problem ? t(problem.key, problem.params) : undefined}
        onAnswer={(value) => session.answer(item.id, value, instance)}
      />
      <PreviewEffects state={state} />
      <PreviewRating item={item} state={state} onRate={(rating) => session.rate(item.id, rating, instance)} />
      <PreviewInfo doc={doc} item={item} />
    </div>
  );
}
