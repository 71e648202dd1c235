import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIssueCategories } from '../api/issues-api';

/**
 * Category and subcategory selects: active categories only, plus the issue's own when it has been archived
 * since; the subcategory select shows only for a category with subcategories.
 */
export function CategoryFields({
  categoryId,
  subcategoryId,
  current,
  onChange,
  errors = {},
}: {
  categoryId: string | null;
  subcategoryId: string | null;
  current?: {
    category: { id: string; name: string } | null;
    subcategory: { id: string; name: string } | null;
  };
  onChange: (next: { category_id: string | null; subcategory_id: string | null }) => void;
  errors?: { category_id?: string; subcategory_id?: string };
}) {
  const { t } = useTranslation();
  const categories = useIssueCategories().data ?? [];
  const chosen = categories.find((c) => c.id === categoryId);
  const options = categories.map((c) => ({ value: c.id, label: c.name }));
  if (current?.category && !chosen && current.category.id === categoryId) {
    options.push({ value: current.category.id, label: current.category.name });
  }
  const subOptions = (chosen?.subcategories ?? []).map((s) => ({ value: s.id, label: s.name }));
  if (
    current?.subcategory &&
    current.subcategory.id === subcategoryId &&
    !subOptions.some((o) => o.value === subcategoryId)
  ) {
    subOptions.push({ value: current.subcategory.id, label: current.subcategory.name });
  }
  return (
    <Group grow align="flex-start">
      <Select
        label={t('issues:fields.category')}
        data={options}
        value={categoryId}
        clearable
        searchable
        error={errors.category_id}
        onChange={(value) => onChange({ category_id: value, subcategory_id: null })}
        data-testid="issue-category"
      />
      {(chosen?.has_subcategories ?? subOptions.length > 0) && (
        <Select
          label={t('issues:fields.subcategory')}
          data={subOptions}
          value={subcategoryId}
          clearable
          error={errors.subcategory_id}
          onChange={(value) => onChange({ category_id: categoryId, subcategory_id: value })}
          data-testid="issue-subcategory"
        />
      )}
    </Group>
  );
}
