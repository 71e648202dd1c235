import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { FormModal } from '../../../shared/forms/form-modal';
import { issueCategoryPath, issuesApi, useCategoryMutation } from '../api/issues-api';
import {
  SubcategoryEditor,
  newSubcategory,
  subcategoryErrors,
  subcategoryInputs,
  type SubcategoryDraft,
} from './subcategory-editor';

/** "New category": a name, and whether it has subcategories (fixed from then on, spec §4) with the first ones. */
export function CategoryCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCategoryMutation(issuesApi.createCategory);
  const [name, setName] = useState('');
  const [hasSubs, setHasSubs] = useState(false);
  const [subs, setSubs] = useState<SubcategoryDraft[]>([newSubcategory()]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const submit = () => {
    if (!name.trim()) {
      setFieldErrors({ name: t('common:gen.validations.required') });
      return;
    }
    create.mutate(
      { name, has_subcategories: hasSubs, subcategories: hasSubs ? subcategoryInputs(subs) : [] },
      {
        onSuccess: (category) => {
          onClose();
          void navigate(issueCategoryPath(category.id));
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setFieldErrors(error.fieldErrors);
        },
      },
    );
  };
  return (
    <FormModal
      title={t('issues:categories.create')}
      busy={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="sm">
        <TextInput
          label={t('issues:categories.name')}
          required
          data-autofocus
          value={name}
          error={fieldErrors.name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="category-name"
        />
        <Switch
          label={t('issues:categories.hasSubcategories')}
          checked={hasSubs}
          onChange={(event) => setHasSubs(event.currentTarget.checked)}
          data-testid="category-has-subcategories"
        />
        <Text size="xs" c="dimmed">
          {t('issues:categories.fixedHint')}
        </Text>
        {hasSubs && (
          <SubcategoryEditor value={subs} onChange={setSubs} errors={subcategoryErrors(fieldErrors)} />
        )}
      </Stack>
    </FormModal>
  );
}
