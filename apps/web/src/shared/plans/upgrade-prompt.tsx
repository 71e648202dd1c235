import type { FeatureKey } from '@fieldbook/domain';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { upgradeTarget } from './upgrade-target';

/** Stands in for a plan-gated control or page: names the required plan, links to plans (new tab), offers a trial. */
export function UpgradePrompt({ feature, compact = false }: { feature: FeatureKey; compact?: boolean }) {
  const { t } = useTranslation();
  const target = upgradeTarget(feature);
  const plan = t(`common:plans.${target.plan}`);
  return (
    <Paper
      withBorder
      p={compact ? 'sm' : 'xl'}
      radius="md"
      maw={compact ? undefined : 560}
      mx={compact ? undefined : 'auto'}
    >
      <Stack gap="sm" align={compact ? 'stretch' : 'center'} ta={compact ? undefined : 'center'}>
        {!compact && (
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
            <IconLock size={26} />
          </ThemeIcon>
        )}
        <Title order={compact ? 3 : 1} fz={compact ? 'md' : 'h3'}>
          {t('common:upgrade.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('common:upgrade.text', { feature: t(`common:features.${feature}`), plan })}
        </Text>
        <Group justify={compact ? 'flex-start' : 'center'} gap="sm">
          <Button component="a" href={target.plansUrl} target="_blank" rel="noopener">
            {t('common:upgrade.upgradeTo', { plan })}
          </Button>
          <Button component="a" href={target.trialUrl} target="_blank" rel="noopener" variant="default">
            {t('common:upgrade.tryFree', { count: target.trialDays })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
