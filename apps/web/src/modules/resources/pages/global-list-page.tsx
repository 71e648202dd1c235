import type { CustomFieldEntry } from '@fieldbook/domain';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CustomFieldsEditor } from '../../../shared/custom-fields-editor';
import { PageLoader } from '../../../shared/ui/page-loader';
import { globalListsApi, useGlobalList, useResourceMutation } from '../api/global-lists-api';
import { NameModal } from '../../../shared/forms/name-modal';
import { globalListRequestSchema } from '@fieldbook/domain';

/** /resources/global-lists/{uuid}: a list's name and the custom fields its items carry. */
export function GlobalListPage() {
  const { t } = useTranslation();
  const id = useParams().uuid ?? '';
  const list = useGlobalList(id);
  const [renaming, setRenaming] = useState(false);
  const save = useResourceMutation((fields: CustomFieldEntry[]) => {
    const current = list.data;
    return globalListsApi.update(id, {
      name: current?.name ?? '',
      parent_id: current?.parent?.id ?? null,
      fields,
    });
  });
  const rename = useResourceMutation((name: string) =>
    globalListsApi.update(id, {
      name,
      parent_id: list.data?.parent?.id ?? null,
      fields: list.data?.fields ?? [],
    }),
  );
  const deleteField = useResourceMutation((key: string) => globalListsApi.deleteUnusedField(id, key));
  if (!list.data) return <PageLoader />;
  const data = list.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz="h2" data-testid="list-title">
            {data.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('resources:lists.definitionHint')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={() => setRenaming(true)}
            disabled={data.archived}
            data-testid="rename-list"
          >
            {t('resources:lists.rename')}
          </Button>
          <Anchor component={Link} to={`/resources/global-lists/${id}/items`} size="sm">
            {t('resources:items.openItems', { count: data.count })}
          </Anchor>
        </Group>
      </Group>
      <CustomFieldsEditor
        value={data.fields}
        readOnly={data.archived}
        onSave={(fields) => save.mutateAsync(fields).then((answer) => answer.data.fields)}
        unusedFieldDelete={(key) => deleteField.mutateAsync(key).then(() => undefined)}
      />
      {renaming && (
        <NameModal
          nameSchema={globalListRequestSchema.shape.name}
          testId="name-input"
          serverFields={['title']}
          title={t('resources:lists.rename')}
          label={t('resources:fields.name')}
          initialName={data.name}
          busy={rename.isPending}
          onClose={() => setRenaming(false)}
          onSubmit={(name) => rename.mutateAsync(name)}
        />
      )}
    </Stack>
  );
}
