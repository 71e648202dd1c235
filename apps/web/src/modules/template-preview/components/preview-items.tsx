import { ActionIcon, Button, Fieldset, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo, useContext, useSyncExternalStore } from 'react';
import {
  responseOptionsOf,
  type GroupedItem,
  type Item,
  type TemplateDocument,
} from '@fieldbook/domain/templates';
import { useTranslation } from 'react-i18next';
import type { PreviewSession } from '../preview-session';
import { isRepeatable, repeatBounds, type PreviewTree } from '../preview-tree';
import { RichTextView } from '../../../shared/rich-text/lazy-rich-text';
import { answerProblem } from '../answer-problem';
import { PreviewAnswer } from './preview-answer';
import { PreviewEffects } from './preview-effects';
import { PreviewImageMarker } from './preview-image-marker';
import { PreviewInfo } from './preview-info';
import { PreviewRating } from './preview-rating';
import { groupedLayoutOf } from './grouped/grouped-layout';
import { GroupedOptions } from './grouped/grouped-options';
import { itemKey, ItemSlotsContext } from './item-slots';

interface ItemsProps {
  doc: TemplateDocument;
  tree: PreviewTree;
  session: PreviewSession;
  parentId: string;
  instance: number;
  /** Document position of the last row to draw yet; later rows wait for the next render. */
  until: number;
  /** The section's grouped-options layout (`grouped_item_id`); its items stack without one. */
  layout?: GroupedItem;
}

/** The visible children of one page or section, each as many times as it is repeated, in the section's layout. */
export function PreviewItems({ doc, tree, session, parentId, instance, until, layout }: ItemsProps) {
  const items = (tree.children.get(parentId) ?? []).filter(
    (item) => (tree.position.get(item.id) ?? 0) <= until,
  );
  return (
    <GroupedOptions layout={layout} gap="sm">
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
    </GroupedOptions>
  );
}

/** A long item title wraps inside the button instead of widening the phone-wide answers. */
const WRAP = { label: { whiteSpace: 'normal' as const, paddingBlock: 6 } };

/** A repeatable item or section: every repetition, "add another" up to its max and "remove" down to its min. */
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
  const bounds = repeatBounds(item);
  const instances = Array.from({ length: count }, (_, k) => k);
  const title = item.title || t('untitled');
  return (
    <Stack gap="xs">
      {instances.map((k) => (
        <PreviewItem key={k} doc={doc} tree={tree} session={session} item={item} instance={k} until={until} />
      ))}
      {count < bounds.max && (
        <Button
          variant="light"
          h="auto"
          mih={36}
          styles={WRAP}
          onClick={() => session.setInstances(item.id, count + 1)}
        >
          {t('addAnother', { title })}
        </Button>
      )}
      {count > bounds.min && (
        <Button
          variant="subtle"
          color="red"
          h="auto"
          mih={36}
          styles={WRAP}
          onClick={() => session.setInstances(item.id, count - 1)}
        >
          {t('removeLast', { title })}
        </Button>
      )}
    </Stack>
  );
}

/**
 * One item instance: a section with its children, an instruction, or a question with its answer control. It
 * re-renders only when its own state changes (the session's per-item version), not on every answer elsewhere.
 */
const PreviewItem = memo(function PreviewItem({
  doc,
  tree,
  session,
  item,
  instance,
  until,
}: Omit<ItemsProps, 'parentId'> & { item: Item }) {
  const { t } = useTranslation('template-preview');
  const slots = useContext(ItemSlotsContext);
  useSyncExternalStore(session.subscribe, () => session.itemVersion(item.id, instance));
  const state = session.engine?.stateOf(item.id, instance);
  if (!state || !state.visible || state.hidden) return null;
  const title = item.title || t('untitled');
  if (item.type === 'section') {
    const foldable = slots.collapsed && slots.toggle;
    const shut = slots.collapsed?.(item.id, instance) === true;
    return (
      <Fieldset
        legend={
          foldable ? (
            <UnstyledButton
              onClick={() => slots.toggle?.(item.id, instance)}
              aria-expanded={!shut}
              mih={44}
              data-testid={`section-toggle-${item.id}`}
            >
              <Group gap={6} wrap="nowrap">
                <ActionIcon component="span" variant="subtle" aria-hidden>
                  {shut ? <IconChevronRight size={18} /> : <IconChevronDown size={18} />}
                </ActionIcon>
                {title}
              </Group>
            </UnstyledButton>
          ) : (
            title
          )
        }
        data-testid={`preview-item-${item.id}`}
        data-item-key={itemKey(item.id, instance)}
        style={state.color ? { borderColor: state.color } : undefined}
      >
        {!shut && (
          <>
            <PreviewInfo doc={doc} item={item} />
            <PreviewImageMarker doc={doc} item={item} />
            <PreviewItems
              doc={doc}
              tree={tree}
              session={session}
              parentId={item.id}
              instance={instance}
              until={until}
              layout={groupedLayoutOf(doc, item)}
            />
          </>
        )}
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
        <PreviewImageMarker doc={doc} item={item} />
      </Stack>
    );
  }
  const problem = answerProblem(item, state);
  const flagged = slots.problem?.(item.id, instance);
  return (
    <div
      data-testid={`preview-item-${item.id}`}
      data-item-key={itemKey(item.id, instance)}
      tabIndex={-1}
      style={
        state.color ? { borderInlineStart: `4px solid ${state.color}`, paddingInlineStart: 8 } : undefined
      }
    >
      {slots.answer?.(item, state, instance) ?? (
        <PreviewAnswer
          item={item}
          state={state}
          options={responseOptionsOf(doc, item)}
          label={title}
          error={problem ? t(problem.key, problem.params) : undefined}
          layout={groupedLayoutOf(doc, item)}
          onAnswer={(value) => session.answer(item.id, value, instance)}
        />
      )}
      {flagged && (
        <Text
          size="sm"
          c="var(--mantine-color-error)"
          role="alert"
          mt={4}
          data-testid={`item-problem-${item.id}`}
        >
          {flagged}
        </Text>
      )}
      <PreviewEffects state={state} withParts={!slots.extras} />
      {slots.extras?.(item, state, instance)}
      <PreviewRating item={item} state={state} onRate={(rating) => session.rate(item.id, rating, instance)} />
      <PreviewInfo doc={doc} item={item} />
      {slots.imageMarker?.(item, instance) ?? <PreviewImageMarker doc={doc} item={item} />}
    </div>
  );
});
