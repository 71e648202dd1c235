import type { CustomFieldType } from '@fieldbook/domain';
import {
  IconAlignLeft,
  IconAt,
  IconDecimal,
  IconHash,
  IconListSearch,
  IconNumber123,
  IconPhone,
  IconTextSize,
} from '@tabler/icons-react';

const ICONS = {
  text: IconTextSize,
  textarea: IconAlignLeft,
  email: IconAt,
  phone: IconPhone,
  integer: IconHash,
  number: IconNumber123,
  decimal: IconDecimal,
  lookup: IconListSearch,
} satisfies Record<CustomFieldType, unknown>;

/** The icon that stands for a field type in the palette and on field rows. */
export function FieldTypeIcon({ type }: { type: CustomFieldType }) {
  const Icon = ICONS[type];
  return <Icon size={16} aria-hidden />;
}
