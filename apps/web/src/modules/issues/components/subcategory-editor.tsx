import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One row of the subcategory editor: a stored subcategory keeps its id, a new one has none. */
export interface SubcategoryDraft {
  key: string;
  id?: string;
  name: string;
}

let nextKey = 0;
/** A new, empty subcategory row. */
export const newSubcategory = (name = ''): SubcategoryDraft => ({ key: `new-${(nextKey += 1)}`, name });

/** Add, rename and remove subcategories; errors by row index come from the server's 422 (`subcategories.N.name`). */
export function SubcategoryEditor({
  value,
  onChange,
  errors = {},
}: {
  value: readonly SubcategoryDraft[];
  onChange: (next: SubcategoryDraft[]) => void;
  errors?: Record<number, string>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="subcategory-editor">
      {value.map((sub, index) => (
        <Group key={sub.key} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('issues:categories.subcategoryN', { n: index + 1 })}
            placeholder={t('issues:categories.subcategoryName')}
            value={sub.name}
            error={errors[index]}
            onChange={(event) => {
              const name = event.currentTarget.value;
              onChange(value.map((s) => (s.key === sub.key ? { ...s, name } : s)));
            }}
            data-testid={`subcategory-${index}`}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={t('issues:categories.removeSubcategory', { name: sub.name || index + 1 })}
            onClick={() => onChange(value.filter((s) => s.key !== sub.key))}
            data-testid={`remove-subcategory-${index}`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...value, newSubcategory()])}
          data-testid="add-subcategory"
        >
          {t('issues:categories.addSubcategory')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The request's subcategory list from the editor rows (blank rows dropped). */
export function subcategoryInputs(drafts: readonly SubcategoryDraft[]): { id?: string; name: string }[] {
  return drafts
    .filter((d) => d.name.trim() !== '' || d.id)
    .map((d) => (d.id ? { id: d.id, name: d.name } : { name: d.name }));
}

/** Row errors of a 422's `subcategories.N.name` fields. */
export function subcategoryErrors(fields: Record<string, string>): Record<number, string> {
  const found: Record<number, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const match = /^subcategories\.(\d+)\./.exec(field);
    if (match) found[Number(match[1])] = message;
  }
  return found;
}
