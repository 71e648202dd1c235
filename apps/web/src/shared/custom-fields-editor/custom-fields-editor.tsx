import {
  addGroup,
  addNewField,
  applyFieldForm,
  cancelFieldEditor,
  canDeleteField,
  createEditorState,
  customFieldListSchema,
  deleteUnusedField,
  discardChanges,
  editorGroups,
  groupFields,
  isDirty,
  markSaved,
  moveField,
  openFieldEditor,
  removeField,
  removeGroup,
  renameGroup,
  unusedFields,
  // Named like a hook in the domain; it is a pure state function.
  useUnusedField as reuseUnusedField,
  type CustomFieldDefinition,
  type CustomFieldGroup,
  type CustomFieldType,
  type CustomFieldsEditorState,
} from '@fieldbook/domain';
import { Alert, Box, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { ConfirmDialog } from '../data-table/confirm-dialog';
import { showToast } from '../ui/toast';
import type { CustomFieldsEditorProps } from './custom-fields-editor-types';
import { applyDrop, parseSource, parseZone } from './drag-model';
import { EditorDnd } from './editor-dnd';
import { FieldGroupCard } from './field-group-card';
import { FieldPalette } from './field-palette';
import { FieldPropertiesModal } from './field-properties-modal';
import type { FieldRowActions } from './field-row';
import { GroupNameModal } from './group-name-modal';
import { UnusedFieldList } from './unused-field-list';

type GroupDialog = { mode: 'add' } | { mode: 'rename'; group: CustomFieldGroup } | null;
type Confirm =
  { kind: 'delete'; field: CustomFieldDefinition } | { kind: 'group'; group: CustomFieldGroup } | null;

const newId = () => crypto.randomUUID();

/**
 * The custom-fields editor (spec §2, §4): palette, groups, unused fields and the edit-properties modal. Every
 * gesture is a domain editor-state function; the component only renders the state and calls them.
 */
export function CustomFieldsEditor({
  value,
  onSave,
  staticFields = [],
  lockedIds = [],
  unusedFieldDelete,
  readOnly = false,
}: CustomFieldsEditorProps) {
  const { t } = useTranslation('custom-fields-editor');
  const [state, setState] = useState<CustomFieldsEditorState>(() => createEditorState(value));
  const [groupDialog, setGroupDialog] = useState<GroupDialog>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A new list from the page (first load, refetch after save) replaces the baseline unless the user has edits.
  useEffect(() => setState((current) => (isDirty(current) ? current : createEditorState(value))), [value]);

  const update = (gesture: (s: CustomFieldsEditorState) => CustomFieldsEditorState) => {
    setError(null);
    setState(gesture);
  };
  const groups = editorGroups(state);
  const dirty = isDirty(state);
  const isLocked = (field: CustomFieldDefinition) => field.is_locked || lockedIds.includes(field.key);
  const canDelete = unusedFieldDelete
    ? (field: CustomFieldDefinition) => canDeleteField(field) && !lockedIds.includes(field.key)
    : null;
  const editing = state.editing
    ? state.entries.find(
        (e): e is CustomFieldDefinition => e.key === state.editing?.key && e.parent_id !== null,
      )
    : undefined;

  const actions: FieldRowActions = {
    onEdit: (key) => update((s) => openFieldEditor(s, key)),
    onMove: (key, parentId, index) => update((s) => moveField(s, key, { parentId, index })),
    onRemove: (key) => update((s) => removeField(s, key)),
  };

  const labelOf = (id: string): string => {
    const source = parseSource(id);
    if (source?.kind === 'palette') return t(`types.${source.fieldType}`);
    const zone = parseZone(id);
    if (zone?.kind === 'unused') return t('unused.title');
    const key = source && 'key' in source ? source.key : zone && 'key' in zone ? zone.key : '';
    const entry = state.entries.find((e) => e.key === key);
    return entry?.name || t('field.unnamed');
  };

  const save = async () => {
    if (!customFieldListSchema.safeParse(state.entries).success) {
      setError(t('validation.listInvalid'));
      return;
    }
    setBusy(true);
    try {
      const answer = await onSave([...state.entries]);
      setState((current) => markSaved(current, answer ?? current.entries));
      showToast('success', t('actions.saved'));
    } catch (failure: unknown) {
      if (isApiError(failure) && failure.status === 422) setError(t('validation.listInvalid'));
    } finally {
      setBusy(false);
    }
  };

  const confirmAction = async () => {
    if (confirm?.kind === 'group') update((s) => removeGroup(s, confirm.group.key));
    if (confirm?.kind === 'delete' && unusedFieldDelete) {
      setBusy(true);
      try {
        await unusedFieldDelete(confirm.field.key);
        update((s) => deleteUnusedField(s, confirm.field.key));
      } catch {
        // The API client already showed the server's message; the field stays.
      } finally {
        setBusy(false);
      }
    }
    setConfirm(null);
  };

  return (
    <Box data-testid="custom-fields-editor">
      <Group justify="space-between" mb="sm" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {dirty ? t('actions.unsaved') : ''}
        </Text>
        {!readOnly && (
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!dirty || busy}
              onClick={() => update(discardChanges)}
              data-testid="cfe-discard"
            >
              {t('actions.discard')}
            </Button>
            <Button disabled={!dirty} loading={busy} onClick={() => void save()} data-testid="cfe-save">
              {t('actions.save')}
            </Button>
          </Group>
        )}
      </Group>
      {error && (
        <Alert color="red" mb="sm" data-testid="cfe-error">
          {error}
        </Alert>
      )}
      <EditorDnd
        labelOf={labelOf}
        onDrop={(source, zone) => update((s) => applyDrop(s, source, zone, newId))}
      >
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              {!readOnly && (
                <FieldPalette
                  canAdd={groups.length > 0}
                  onAdd={(type: CustomFieldType) => update((s) => addNewField(s, type, newId()))}
                />
              )}
              <UnusedFieldList
                fields={unusedFields(state)}
                groups={groups}
                readOnly={readOnly}
                isLocked={isLocked}
                canDelete={canDelete}
                onUse={(key, parentId) => update((s) => reuseUnusedField(s, key, { parentId }))}
                onDelete={(field) => setConfirm({ kind: 'delete', field })}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {groups.map((group, index) => (
                <FieldGroupCard
                  key={group.key}
                  group={group}
                  fields={groupFields(state, group.key)}
                  groups={groups}
                  staticFields={index === 0 ? staticFields : []}
                  readOnly={readOnly}
                  isLocked={isLocked}
                  actions={actions}
                  onRename={(g) => setGroupDialog({ mode: 'rename', group: g })}
                  onRemove={groups.length > 1 ? (g) => setConfirm({ kind: 'group', group: g }) : null}
                />
              ))}
              {!readOnly && (
                <Group>
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => setGroupDialog({ mode: 'add' })}
                    data-testid="cfe-add-group"
                  >
                    {t('group.add')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </EditorDnd>
      {editing && state.editing && (
        <FieldPropertiesModal
          key={editing.key}
          field={editing}
          isNew={state.editing.justAdded}
          onApply={(form) => update((s) => applyFieldForm(s, form))}
          onCancel={() => update(cancelFieldEditor)}
        />
      )}
      {groupDialog && (
        <GroupNameModal
          title={t(groupDialog.mode === 'add' ? 'group.addTitle' : 'group.renameTitle')}
          initialName={groupDialog.mode === 'rename' ? groupDialog.group.name : ''}
          onClose={() => setGroupDialog(null)}
          onSubmit={(name) => {
            update((s) =>
              groupDialog.mode === 'add'
                ? addGroup(s, newId(), name)
                : renameGroup(s, groupDialog.group.key, name),
            );
            setGroupDialog(null);
          }}
        />
      )}
      <ConfirmDialog
        opened={confirm !== null}
        title={t(confirm?.kind === 'group' ? 'group.removeTitle' : 'unused.deleteTitle')}
        busy={busy}
        onClose={() => setConfirm(null)}
        onConfirm={() => void confirmAction()}
      >
        {confirm?.kind === 'group'
          ? t('group.removeConfirm', { name: confirm.group.name })
          : t('unused.deleteConfirm', { name: confirm?.field.name ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}
