import { customUnitRequestSchema } from '@fieldbook/domain/templates';
import { Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { useCreateCustomUnit, useCustomUnits } from '../api/global-responses-api';

/** The workspace's custom units (offered beside the built-in units of number questions) and a form to add one. */
export function CustomUnitsPanel() {
  const { t } = useTranslation();
  const units = useCustomUnits();
  const create = useCreateCustomUnit();
  const form = useZodForm(customUnitRequestSchema, { defaultValues: { name: '', unit_type: undefined } });
  const submit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => form.reset({ name: '', unit_type: undefined }),
      (error: unknown) => applyServerErrors(form, error),
    ),
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('global-responses:units.intro')}
      </Text>
      <Paper withBorder p="sm">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('global-responses:units.name')}
              required
              error={form.formState.errors.name?.message}
              {...form.register('name')}
              style={{ flex: '1 1 160px' }}
              data-testid="unit-name"
            />
            <TextInput
              label={t('global-responses:units.type')}
              placeholder={t('global-responses:units.typePlaceholder')}
              error={form.formState.errors.unit_type?.message}
              {...form.register('unit_type', { setValueAs: (v: string) => (v.trim() ? v : undefined) })}
              style={{ flex: '1 1 160px' }}
              data-testid="unit-type"
            />
            <Button
              type="submit"
              mt={25}
              loading={create.isPending}
              leftSection={<IconPlus size={14} />}
              data-testid="unit-add"
            >
              {t('global-responses:units.add')}
            </Button>
          </Group>
        </form>
      </Paper>
      <Table.ScrollContainer minWidth={320}>
        <Table striped data-testid="custom-units">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('global-responses:units.name')}</Table.Th>
              <Table.Th>{t('global-responses:units.type')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(units.data ?? []).map((unit) => (
              <Table.Tr key={unit.id}>
                <Table.Td>{unit.name}</Table.Td>
                <Table.Td>{unit.unit_type ?? '–'}</Table.Td>
              </Table.Tr>
            ))}
            {units.isSuccess && units.data.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text c="dimmed" ta="center" size="sm">
                    {t('global-responses:units.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
