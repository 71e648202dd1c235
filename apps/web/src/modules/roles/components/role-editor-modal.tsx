import { roleRequestSchema, type PermissionCode, type Role } from '@fieldbook/domain';
import {
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { defaultPermissionsQuery, rolesApi, useRoleMutation } from '../api/roles-api';
import { canEditRole, moduleState, toggleModule, togglePermission } from './role-permissions';

/**
 * Create, edit or (for system roles) view a role: its name, whether new users get it, and its
 * permissions by module; "use default permissions" fills in the catalogue's defaults.
 */
export function RoleEditorModal({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation();
  const catalogue = useQuery(defaultPermissionsQuery);
  const readOnly = role !== null && !canEditRole(role);
  const save = useRoleMutation((body: Parameters<typeof rolesApi.create>[0]) =>
    role ? rolesApi.update(role.id, body) : rolesApi.create(body),
  );
  const form = useZodForm(roleRequestSchema, {
    defaultValues: {
      name_lang: role?.name_lang ?? '',
      permissions: role?.permissions ?? [],
      is_default: role?.is_default ?? false,
    },
  });
  const all: PermissionCode[] =
    catalogue.data?.data.modules.flatMap((m) => m.permissions.map((p) => p.code)) ?? [];
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: onClose, onError: (error) => applyServerErrors(form, error) }),
  );
  const title = role
    ? readOnly
      ? t('roles:view', { name: role.name_lang })
      : t('roles:edit', { name: role.name_lang })
    : t('roles:create');

  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {readOnly && (
            <Text size="sm" c="dimmed">
              {t('roles:systemReadOnly')}
            </Text>
          )}
          <TextInput
            label={t('roles:fields.name')}
            required
            readOnly={readOnly}
            error={form.formState.errors.name_lang?.message}
            {...form.register('name_lang')}
            data-testid="role-name"
          />
          <Controller
            control={form.control}
            name="is_default"
            render={({ field }) => (
              <Switch
                label={t('roles:fields.isDefault')}
                description={t('roles:fields.isDefaultHint')}
                checked={field.value === true}
                disabled={readOnly}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="permissions"
            render={({ field }) => (
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={500} size="sm">
                    {t('roles:fields.permissions')}
                  </Text>
                  {!readOnly && (
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      disabled={!catalogue.data}
                      onClick={() => field.onChange(catalogue.data?.data.defaults ?? [])}
                    >
                      {t('roles:useDefaults')}
                    </Button>
                  )}
                </Group>
                {catalogue.isPending && <Loader size="sm" />}
                <ScrollArea.Autosize mah={420} type="auto">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    {catalogue.data?.data.modules.map((module) => {
                      const codes = module.permissions.map((p) => p.code);
                      const state = moduleState(field.value, codes);
                      return (
                        <Stack key={module.module} gap={4}>
                          <Checkbox
                            label={
                              <Text fw={600} size="sm">
                                {t(`roles:modules.${module.module}`)}
                              </Text>
                            }
                            checked={state === 'all'}
                            indeterminate={state === 'some'}
                            disabled={readOnly}
                            onChange={() => field.onChange(toggleModule(field.value, codes, all))}
                          />
                          {module.permissions.map((permission) => (
                            <Checkbox
                              key={permission.code}
                              ml="lg"
                              size="xs"
                              label={t(`roles:permissions.${permission.code}`)}
                              description={permission.default ? t('roles:offeredByDefault') : undefined}
                              checked={field.value.includes(permission.code)}
                              disabled={readOnly}
                              onChange={() =>
                                field.onChange(togglePermission(field.value, permission.code, all))
                              }
                            />
                          ))}
                        </Stack>
                      );
                    })}
                  </SimpleGrid>
                </ScrollArea.Autosize>
              </Stack>
            )}
          />
        </Stack>
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={onClose}>
            {readOnly ? t('common:gen.actions.close') : t('common:gen.actions.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending} data-testid="modal-submit">
              {t('common:gen.actions.save')}
            </Button>
          )}
        </Group>
      </form>
    </Modal>
  );
}
