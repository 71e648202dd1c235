import { Select } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFolders } from '../api/folders-api';
import { folderOptions, TOP_LEVEL } from './folder-tree';

/** Chooses a folder (or the top level); `excludeId` leaves out a folder's own subtree (its invalid move targets). */
export function FolderSelect({
  value,
  onChange,
  excludeId,
  label,
  error,
}: {
  value: string | null;
  onChange: (parentId: string | null) => void;
  excludeId?: string;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const folders = useFolders(excludeId);
  return (
    <Select
      label={label}
      data={folderOptions(folders.data ?? [], t('templates:folders.topLevel'))}
      value={value ?? TOP_LEVEL}
      onChange={(choice) => onChange(choice === null || choice === TOP_LEVEL ? null : choice)}
      allowDeselect={false}
      searchable
      comboboxProps={{ withinPortal: true }}
      error={error}
      data-testid="folder-select"
    />
  );
}

/** The folder select bound to a form's folder field (`parent_id`), with the field's validation message. */
export function FolderField<T extends FieldValues, O>({
  control,
  name,
  label,
  excludeId,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  excludeId?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FolderSelect
      label={label}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      excludeId={excludeId}
      error={fieldState.error?.message}
    />
  );
}
