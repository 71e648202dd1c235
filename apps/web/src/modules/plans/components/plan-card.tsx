import type { PlansResponse } from '@fieldbook/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pricePerUser, type Billing } from '../pricing';

type Plan = PlansResponse['plans'][number];

/** One plan of the comparison: name, per-user price for the billing, user limit, and what to do next. */
export function PlanCard({
  plan,
  billing,
  current,
  upgrade,
  highlighted,
  trialDays,
}: {
  plan: Plan;
  billing: Billing;
  current: boolean;
  /** Whether the plan is above the workspace's current one (only those get a trial button). */
  upgrade: boolean;
  highlighted: boolean;
  trialDays: number;
}) {
  const { t, i18n } = useTranslation();
  const price = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(pricePerUser(plan, billing));
  const headingId = `plan-${plan.key}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={headingId}
      style={highlighted ? { borderColor: 'var(--mantine-color-blue-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h3" id={headingId}>
            {t(`common:plans.${plan.key}`)}
          </Title>
          {current && (
            <Badge color="teal.9" variant="filled">
              {t('plans:current')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`plans:taglines.${plan.key}`)}
        </Text>
        <div>
          <Text span fz={34} fw={800}>
            {price}
          </Text>{' '}
          <Text span size="sm" c="dimmed">
            {t('plans:perUserMonth')}
          </Text>
          <Text size="xs" c="dimmed">
            {plan.monthly_price === 0 ? t('plans:freeForever') : t(`plans:billed.${billing}`)}
          </Text>
        </div>
        <Text size="sm" fw={600}>
          {plan.user_limit === null
            ? t('plans:unlimitedUsers')
            : t('plans:userLimit', { count: plan.user_limit })}
        </Text>
        <Stack gap={6} mt="auto">
          {current ? (
            <Button variant="default" disabled fullWidth>
              {t('plans:currentPlan')}
            </Button>
          ) : upgrade ? (
            <Button
              component={Link}
              to="/settings/workspaces?create=1"
              variant={highlighted ? 'filled' : 'light'}
              fullWidth
            >
              {t('plans:tryFree', { count: trialDays })}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
