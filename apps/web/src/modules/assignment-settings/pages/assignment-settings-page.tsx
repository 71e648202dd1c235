import { isGroup } from '@fieldbook/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomFieldsEditor } from '../../../shared/custom-fields-editor';
import { useSession } from '../../../shared/session/use-session';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useAssignmentFieldMutations, useAssignmentFieldSettings } from '../api/assignment-settings-api';

/** /settings/assignment: the custom fields every assignment carries, after the static, required title. */
export function AssignmentSettingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const settings = useAssignmentFieldSettings();
  const { save, deleteUnused } = useAssignmentFieldMutations();
  const canEdit = session.allows('APP_EDIT_SETTINGS');
  if (!settings.data) return <PageLoader />;
  // The static title shows in the first group, so a workspace without fields starts with one (saved with the first field).
  const fields = settings.data.fields.some(isGroup)
    ? settings.data.fields
    : [{ key: 'new_general', name: t('assignment-settings:defaultGroup'), parent_id: null }];
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {t('assignment-settings:title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('assignment-settings:hint')}
        </Text>
      </Stack>
      <CustomFieldsEditor
        value={fields}
        staticFields={settings.data.static_fields.map((field) => ({
          key: field.key,
          name: t('assignment-settings:titleField'),
          field_type: field.field_type,
          is_required: field.is_required,
        }))}
        readOnly={!canEdit}
        onSave={(fields) => save.mutateAsync(fields).then((answer) => answer.data.fields)}
        unusedFieldDelete={canEdit ? (key) => deleteUnused.mutateAsync(key).then(() => undefined) : undefined}
      />
    </Stack>
  );
}
