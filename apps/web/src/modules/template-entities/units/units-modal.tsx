import { Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { BUILT_IN_UNITS, setItemUnits, type CustomUnit, type UnitType } from '@fieldbook/domain/templates';
import type { z } from 'zod';
import type { customUnitRowSchema } from '@fieldbook/domain/templates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-error';
import type { EntityModalProps } from '../entity-modal-props';
import { ModalFooter } from '../modal-footer';
import { createCustomUnit, customUnitsQuery } from './custom-units-api';
import { EntityModalFrame } from '../entity-modal-frame';
import { useEntityCommit } from '../use-entity-commit';

const UNIT_TYPES = Object.keys(BUILT_IN_UNITS) as UnitType[];
type CustomUnitRow = z.infer<typeof customUnitRowSchema>;

/** Units of a numeric question (spec "units and custom units"): built-in ones by type and the workspace's own. */
export function UnitsModal({ doc, itemId, onClose, apply }: EntityModalProps) {
  const { t } = useTranslation('template-entities');
  const client = useQueryClient();
  const item = doc.items.find((i) => i.id === itemId);
  const [units, setUnits] = useState<string[]>(() =>
    Array.isArray(item?.options.units) ? item.options.units.map(String) : [],
  );
  const [name, setName] = useState('');
  const [unitType, setUnitType] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const { refused, commit } = useEntityCommit({ apply, onClose });
  const [created, setCreated] = useState<CustomUnitRow[]>([]);
  const custom = useQuery(customUnitsQuery);
  const customUnits: CustomUnit[] = [
    ...doc.custom_units,
    ...[...(custom.data?.data ?? []), ...created]
      .filter((row, i, rows) => rows.findIndex((r) => r.name === row.name) === i)
      .filter((row) => !doc.custom_units.some((u) => u.name === row.name))
      .map((row) => ({ uuid: row.uuid, name: row.name, unit_type: row.unit_type ?? undefined })),
  ];
  const data = [
    ...UNIT_TYPES.map((type) => ({ group: t(`units.types.${type}`), items: [...BUILT_IN_UNITS[type]] })),
    ...(customUnits.length > 0 ? [{ group: t('units.custom'), items: customUnits.map((u) => u.name) }] : []),
  ];

  const create = async () => {
    setCreateError(null);
    const trimmed = name.trim();
    if (!trimmed) {
      setCreateError(t('units.nameRequired'));
      return;
    }
    try {
      const answer = await createCustomUnit(trimmed, unitType ?? undefined);
      setCreated((list) => [...list, answer.data]);
      void client.invalidateQueries({ queryKey: customUnitsQuery.queryKey });
      setUnits((list) => (list.includes(trimmed) ? list : [...list, trimmed]));
      setName('');
    } catch (error) {
      setCreateError(error instanceof ApiRequestError ? error.message : t('units.createFailed'));
    }
  };
  const save = () => {
    commit((d) => setItemUnits(d, itemId, units, customUnits));
  };

  return (
    <EntityModalFrame title={t('units.title')} size="lg" onClose={onClose}>
      <Stack>
        <MultiSelect
          label={t('units.units')}
          data={data}
          value={units}
          onChange={setUnits}
          searchable
          clearable
        />
        <Text size="sm" fw={500}>
          {t('units.newTitle')}
        </Text>
        <Group align="flex-start" gap="xs">
          <TextInput
            flex={1}
            label={t('units.name')}
            value={name}
            error={createError}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Select
            w={170}
            label={t('units.unitType')}
            data={UNIT_TYPES.map((type) => ({ value: type, label: t(`units.types.${type}`) }))}
            value={unitType}
            onChange={setUnitType}
            clearable
          />
          <Button mt={25} variant="default" onClick={() => void create()}>
            {t('units.create')}
          </Button>
        </Group>
      </Stack>
      <ModalFooter refused={refused} onCancel={onClose} onSave={save} saveTestId="units-save" />
    </EntityModalFrame>
  );
}
