import { updateItem } from '@fieldbook/domain/templates';
import type { Item } from '@fieldbook/domain/templates';
import { Input, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/editor-context';

/**
 * Edits an item's title in place. Every keystroke goes through `updateItem`, marked with the item,
 * so the whole typing gesture is one undo step; leaving the field closes the gesture.
 */
export function TitleInput({
  item,
  multiline = false,
  autoFocus = false,
}: {
  item: Item;
  multiline?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('template-editor');
  const store = useEditorStore();
  const props = {
    value: item.title,
    'aria-label': t('inspector.title'),
    placeholder: t('inspector.titlePlaceholder'),
    autoFocus,
    onChange: (event: { currentTarget: { value: string } }) => {
      const title = event.currentTarget.value;
      store.apply((doc) => updateItem(doc, item.id, { title }), { mark: `title:${item.id}` });
    },
    onBlur: () => store.endGesture(),
    onClick: (event: { stopPropagation(): void }) => event.stopPropagation(),
  };
  return multiline ? (
    <Textarea {...props} label={t('inspector.title')} minRows={2} rows={3} data-testid="inspector-title" />
  ) : (
    // The bare input (no label, description or error wrapper): one of the two fields redrawn on every keystroke.
    <Input {...props} size="xs" flex={1} miw={0} data-testid="row-title-input" />
  );
}
