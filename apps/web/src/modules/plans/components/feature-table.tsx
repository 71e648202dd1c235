import type { FeatureKey, PlansResponse } from '@fieldbook/domain';
import { Box, Table } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { comparedFeatures } from '../pricing';

/** Feature-by-plan comparison table with yes/no marks that screen readers can read. */
export function FeatureTable({ plans }: { plans: PlansResponse['plans'] }) {
  const { t } = useTranslation();
  return (
    // A focusable region, so keyboard users can scroll the table sideways on narrow screens.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('plans:compareTitle')}>
      <Table striped verticalSpacing="xs" captionSide="top" miw={520}>
        <Table.Caption>{t('plans:compareTitle')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('plans:feature')}</Table.Th>
            {plans.map((plan) => (
              <Table.Th key={plan.key} scope="col" ta="center">
                {t(`common:plans.${plan.key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {comparedFeatures(plans).map((feature) => (
            <Table.Tr key={feature}>
              <Table.Th scope="row" fw={500}>
                {t(`common:features.${feature as FeatureKey}`)}
              </Table.Th>
              {plans.map((plan) => {
                const included = plan.features[feature as FeatureKey] === true;
                return (
                  <Table.Td key={plan.key} ta="center">
                    {included ? (
                      <IconCheck
                        size={18}
                        color="var(--mantine-color-teal-filled)"
                        aria-label={t('plans:included')}
                        role="img"
                      />
                    ) : (
                      <IconMinus
                        size={18}
                        color="var(--mantine-color-dimmed)"
                        aria-label={t('plans:notIncluded')}
                        role="img"
                      />
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
