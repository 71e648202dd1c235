import { PLAN_KEYS } from '@fieldbook/domain';
import { Alert, Anchor, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { trialDaysLeft } from '../../../shared/plans/trial';
import { PageLoader } from '../../../shared/ui/page-loader';
import { plansQuery } from '../api/plans-api';
import { FeatureTable } from '../components/feature-table';
import { PlanCard } from '../components/plan-card';
import { annualSavingPercent, type Billing } from '../pricing';

/** /workspace/settings/plans: free, standard, premium and enterprise compared, monthly or annual per user. */
export function PlansPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [billing, setBilling] = useState<Billing>('annual');
  const plans = useQuery(plansQuery);
  if (!plans.data) return <PageLoader />;
  const { current, trial_ends_at, trial_days } = plans.data;
  const daysLeft = trialDaysLeft(trial_ends_at, new Date());
  const saving = annualSavingPercent(plans.data.plans);
  const highlighted = params.get('plan') ?? 'premium';

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <Stack gap={6} align="center" ta="center">
        <Title order={1}>{t('plans:title')}</Title>
        <Text c="dimmed" maw={640}>
          {t('plans:subtitle', { count: trial_days })}
        </Text>
        <Anchor component={Link} to="/dashboard" size="sm">
          {t('plans:back')}
        </Anchor>
      </Stack>
      {(daysLeft !== null || params.get('trial') === '1') && (
        <Alert variant="light" color="blue" role="status" maw={720} mx="auto" w="100%">
          {daysLeft !== null
            ? t('plans:trialRunning', { count: daysLeft })
            : t('plans:trialInfo', { count: trial_days })}
        </Alert>
      )}
      <Stack gap={6} align="center">
        <SegmentedControl
          value={billing}
          onChange={(value) => setBilling(value as Billing)}
          aria-label={t('plans:billing')}
          data={[
            { value: 'monthly', label: t('plans:monthly') },
            { value: 'annual', label: t('plans:annual') },
          ]}
        />
        {saving > 0 && (
          <Text size="sm" c="dimmed">
            {t('plans:annualSave', { percent: saving })}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {plans.data.plans.map((plan) => (
          <PlanCard
            key={plan.key}
            plan={plan}
            billing={billing}
            current={plan.key === current}
            upgrade={PLAN_KEYS.indexOf(plan.key) > PLAN_KEYS.indexOf(current)}
            highlighted={plan.key === highlighted}
            trialDays={trial_days}
          />
        ))}
      </SimpleGrid>
      <FeatureTable plans={plans.data.plans} />
    </Stack>
  );
}
