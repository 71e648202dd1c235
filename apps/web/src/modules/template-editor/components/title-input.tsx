import { ITEM_TITLE_MAX_LENGTH, updateItem } from '@fieldbook/domain/templates';
import type { Item } from '@fieldbook/domain/templates';
import { Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/editor-context';

/**
 * Edits an item's title in place. Every keystroke goes through `updateItem`, marked with the item,
 * so the whole typing gesture is one undo step; leaving the field closes the gesture. Typing stops at the
 * title limit; the inspector says so (ADR 193).
 */
export function TitleInput({
  item,
  multiline = false,
  autoFocus = false,
  id,
}: {
  item: Item;
  multiline?: boolean;
  autoFocus?: boolean;
  /** The id a surrounding label points at (the inspector's). */
  id?: string;
}) {
  const { t } = useTranslation('template-editor');
  const store = useEditorStore();
  const props = {
    value: item.title,
    'aria-label': t('inspector.title'),
    placeholder: t('inspector.titlePlaceholder'),
    autoFocus,
    maxLength: ITEM_TITLE_MAX_LENGTH,
    onChange: (event: { currentTarget: { value: string } }) => {
      const title = event.currentTarget.value;
      store.apply((doc) => updateItem(doc, item.id, { title }), { mark: `title:${item.id}` });
    },
    onBlur: () => store.endGesture(),
    onClick: (event: { stopPropagation(): void }) => event.stopPropagation(),
  };
  // Bare inputs (no label, description or error wrapper): these two fields are what every keystroke and undo
  // redraws; the inspector draws the label around its field once (ADR 156).
  return multiline ? (
    <Input {...props} id={id} component="textarea" multiline rows={3} data-testid="inspector-title" />
  ) : (
    <Input {...props} size="xs" flex={1} miw={0} data-testid="row-title-input" />
  );
}
