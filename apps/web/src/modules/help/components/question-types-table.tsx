import { Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ITEM_CATALOGUE, PALETTE_GROUPS, type ItemTypeInfo } from '@fieldbook/domain/templates';
import { useTranslation } from 'react-i18next';

const offered = Object.values(ITEM_CATALOGUE).filter(
  (info: ItemTypeInfo) => info.paletteGroup !== null && !info.deprecated && !info.hidden && !info.disabled,
);

/** Every question type the palette offers, by group, read from the item catalogue so it never goes stale. */
export function QuestionTypesTable() {
  const { t } = useTranslation('help');
  return (
    <>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('questionTypes.group')}</Table.Th>
            <Table.Th>{t('questionTypes.types')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PALETTE_GROUPS.map((group) => {
            const types = offered.filter((info) => info.paletteGroup === group);
            if (types.length === 0) return null;
            return (
              <Table.Tr key={group}>
                <Table.Td>{t(`template-editor:paletteGroups.${group}`)}</Table.Td>
                <Table.Td>
                  {types.map((info, i) => (
                    <span key={info.type}>
                      {i > 0 && ', '}
                      {t(`template-editor:types.${info.type}`)}
                      {info.feature && <IconLock size={12} aria-label={t('questionTypes.locked')} />}
                    </span>
                  ))}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t('questionTypes.planNote')}
      </Text>
    </>
  );
}
