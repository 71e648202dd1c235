import type { ListFilter } from '@fieldbook/domain';
import { templateListRowSchema } from '@fieldbook/domain/templates';
import { Box, Button, Flex, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/data-table/data-table';
import { TEMPLATE_LIST_ENDPOINT } from '../api/templates-api';
import { FolderPanel } from '../components/folder-panel';
import { TEMPLATE_FILTERS, useTemplateColumns } from '../components/template-columns';
import { TemplateCreateModal } from '../components/template-create-modal';
import { ALL_FOLDERS, parentIdOf } from '../components/folder-tree';
import { templateListFilter, type TemplateShelf } from '../template-list-filter';

const FOLDER_MEMORY = 'fieldbook.templates.folder';
const SEARCH_DEBOUNCE_MS = 300;

/** /checklist/templates: folders beside the template table (search, filters, saved queries, row actions). */
export function TemplateListPage() {
  const { t } = useTranslation();
  const [folder, setFolder] = useState(() => sessionStorage.getItem(FOLDER_MEMORY) ?? ALL_FOLDERS);
  const [shelf, setShelf] = useState<TemplateShelf>('active');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);
  const columns = useTemplateColumns();
  const forced: ListFilter = useMemo(() => templateListFilter(folder, shelf), [folder, shelf]);
  const params = useMemo(() => (q ? { q } : undefined), [q]);
  const chooseFolder = (view: string) => {
    sessionStorage.setItem(FOLDER_MEMORY, view);
    setFolder(view);
  };
  const createButton = (
    <Button
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={() => setCreating(true)}
      data-testid="create-template"
    >
      {t('templates:create')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('templates:title')}
        </Title>
      </Group>
      <Flex gap="md" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <Box w={{ base: '100%', md: 260 }} style={{ flexShrink: 0 }}>
          <FolderPanel selected={folder} onSelect={chooseFolder} />
        </Box>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} w="100%">
          <Group gap="sm" wrap="wrap">
            <TextInput
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              placeholder={t('templates:search')}
              aria-label={t('templates:search')}
              leftSection={<IconSearch size={14} />}
              style={{ flex: 1, minWidth: 200 }}
              data-testid="template-search"
            />
            <SegmentedControl
              value={shelf}
              onChange={(value) => setShelf(value === 'archived' ? 'archived' : 'active')}
              data={[
                { value: 'active', label: t('templates:shelf.active') },
                { value: 'archived', label: t('templates:shelf.archived') },
              ]}
              aria-label={t('templates:shelf.label')}
              data-testid="template-shelf"
            />
          </Group>
          <DataTable
            tableId="templates"
            endpoint={TEMPLATE_LIST_ENDPOINT}
            rowSchema={templateListRowSchema}
            columns={columns}
            getRowId={(row) => row.id}
            filters={TEMPLATE_FILTERS}
            forcedFilter={forced}
            params={params}
            toolbar={createButton}
            emptyState={{ textKey: 'templates:empty', action: createButton }}
          />
        </Stack>
      </Flex>
      {creating && (
        <TemplateCreateModal
          parentId={folder === ALL_FOLDERS ? null : parentIdOf(folder)}
          onClose={() => setCreating(false)}
        />
      )}
    </Stack>
  );
}
