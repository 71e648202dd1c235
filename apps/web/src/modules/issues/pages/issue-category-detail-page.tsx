import type { IssueCategory } from '@fieldbook/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArchive, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { issuesApi, useCategoryMutation, useIssueCategory } from '../api/issues-api';
import {
  SubcategoryEditor,
  subcategoryErrors,
  subcategoryInputs,
  type SubcategoryDraft,
} from '../components/subcategory-editor';

function CategoryForm({ category }: { category: IssueCategory }) {
  const { t } = useTranslation();
  const save = useCategoryMutation(issuesApi.updateCategory);
  const archive = useCategoryMutation(
    category.archived_at ? issuesApi.restoreCategory : issuesApi.archiveCategory,
  );
  const [name, setName] = useState(category.name);
  const [subs, setSubs] = useState<SubcategoryDraft[]>(
    category.subcategories.map((s) => ({ key: s.id, id: s.id, name: s.name })),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const archived = category.archived_at !== null;
  const submit = () =>
    save.mutate(
      { id: category.id, body: { name, subcategories: subcategoryInputs(subs) } },
      {
        onSuccess: (saved) => {
          setFieldErrors({});
          setSubs(saved.subcategories.map((s) => ({ key: s.id, id: s.id, name: s.name })));
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setFieldErrors(error.fieldErrors);
        },
      },
    );
  return (
    <Card withBorder padding="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          {archived && <Alert color="yellow">{t('issues:categories.archivedNotice')}</Alert>}
          <TextInput
            label={t('issues:categories.name')}
            required
            value={name}
            disabled={archived}
            error={fieldErrors.name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="category-name"
          />
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('issues:categories.hasSubcategories')}
            </Text>
            <Badge variant="light" data-testid="category-has-subcategories">
              {t(category.has_subcategories ? 'issues:categories.yes' : 'issues:categories.no')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('issues:categories.fixedHint')}
            </Text>
          </Group>
          {category.has_subcategories && !archived && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('issues:categories.subcategories')}
              </Text>
              <SubcategoryEditor value={subs} onChange={setSubs} errors={subcategoryErrors(fieldErrors)} />
            </Stack>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={archived ? <IconRestore size={14} /> : <IconArchive size={14} />}
              loading={archive.isPending}
              onClick={() => archive.mutate(category.id)}
              data-testid={archived ? 'restore-category' : 'archive-category'}
            >
              {t(archived ? 'issues:categories.restore' : 'issues:categories.archive')}
            </Button>
            {!archived && (
              <Button type="submit" loading={save.isPending} data-testid="save-category">
                {t('common:gen.actions.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /issues/categories/{categoryId}: rename, add/rename/remove subcategories, archive or restore. */
export function IssueCategoryDetailPage() {
  const { t } = useTranslation();
  const { categoryId = '' } = useParams();
  const category = useIssueCategory(categoryId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/issues/categories" size="sm">
        {t('issues:categories.back')}
      </Anchor>
      <Title order={1} fz="h2">
        {category.data?.name ?? t('issues:categories.detailTitle')}
      </Title>
      {category.isLoading && <Loader size="sm" />}
      {category.data && <CategoryForm key={category.data.updated_at} category={category.data} />}
    </Stack>
  );
}
