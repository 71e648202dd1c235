import type { IssueCategory } from '@fieldbook/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArchive, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreateButton } from '../../../shared/ui/create-button';
import { issueCategoryPath, issuesApi, useCategoryMutation, useIssueCategories } from '../api/issues-api';
import { CategoryCreateModal } from '../components/category-create-modal';

function CategoryRow({ category, archived }: { category: IssueCategory; archived: boolean }) {
  const { t } = useTranslation();
  const move = useCategoryMutation(archived ? issuesApi.restoreCategory : issuesApi.archiveCategory);
  return (
    <Table.Tr data-testid={`category-row-${category.name}`}>
      <Table.Td>
        {archived ? (
          category.name
        ) : (
          <Anchor component={Link} to={issueCategoryPath(category.id)} size="sm">
            {category.name}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        {category.has_subcategories ? (
          <Group gap={4}>
            {category.subcategories.map((sub) => (
              <Badge key={sub.id} variant="light" size="sm">
                {sub.name}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('issues:categories.noSubcategories')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{category.issues_count}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="subtle"
          leftSection={archived ? <IconRestore size={14} /> : <IconArchive size={14} />}
          loading={move.isPending}
          onClick={() => move.mutate(category.id)}
          aria-label={t(archived ? 'issues:categories.restoreNamed' : 'issues:categories.archiveNamed', {
            name: category.name,
          })}
          data-testid={archived ? 'restore-category' : 'archive-category'}
        >
          {t(archived ? 'issues:categories.restore' : 'issues:categories.archive')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** /issues/categories: active and archived issue categories, create, archive and restore (ACT_MANAGE_CATEGORY). */
export function IssueCategoryListPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'active' | 'archived'>('active');
  const [creating, setCreating] = useState(false);
  const archived = tab === 'archived';
  const categories = useIssueCategories(archived);
  const createButton = (
    <CreateButton
      permission="ACT_MANAGE_CATEGORY"
      label={t('issues:categories.create')}
      testId="create-category"
      onClick={() => setCreating(true)}
    />
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('issues:categories.title')}
        </Title>
        {createButton}
      </Group>
      <Tabs value={tab} onChange={(value) => setTab(value === 'archived' ? 'archived' : 'active')}>
        <Tabs.List>
          <Tabs.Tab value="active">{t('issues:categories.active')}</Tabs.Tab>
          <Tabs.Tab value="archived" data-testid="categories-archive-tab">
            {t('issues:categories.archived')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {categories.isLoading && <Loader size="sm" />}
      {categories.isError && <Alert color="red">{categories.error.message}</Alert>}
      {categories.data?.length === 0 && (
        <Text c="dimmed" data-testid="categories-empty">
          {t(archived ? 'issues:categories.archiveEmpty' : 'issues:categories.empty')}
        </Text>
      )}
      {categories.data && categories.data.length > 0 && (
        <Table striped highlightOnHover data-testid="categories-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('issues:categories.name')}</Table.Th>
              <Table.Th>{t('issues:categories.subcategories')}</Table.Th>
              <Table.Th>{t('issues:categories.issuesCount')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('issues:categories.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.data.map((category) => (
              <CategoryRow key={category.id} category={category} archived={archived} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {creating && <CategoryCreateModal onClose={() => setCreating(false)} />}
    </Stack>
  );
}
