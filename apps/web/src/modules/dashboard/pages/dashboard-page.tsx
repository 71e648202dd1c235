import type { DashboardOverview } from '@fieldbook/domain';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBox, IconMailForward, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/use-session';
import { PageLoader } from '../../../shared/ui/page-loader';
import { dashboardOverviewQuery } from '../api/dashboard-api';
import { InspectionCounts } from '../components/inspection-counts';
import { StatCard } from '../components/stat-card';
import { StatSection } from '../components/stat-section';
import { trialDaysLeft } from '../../../shared/plans/trial';

/** The three member counts; a loader until the overview arrives. */
function MemberCounts({ members }: { members: DashboardOverview['members'] | undefined }) {
  const { t } = useTranslation();
  return (
    <StatSection
      id="dashboard-members"
      title={t('dashboard:members.title')}
      stats={
        members
          ? [
              { label: t('dashboard:members.total'), value: members.total, icon: IconUsers, color: 'blue' },
              {
                label: t('dashboard:members.active'),
                value: members.active,
                icon: IconUserCheck,
                color: 'teal',
              },
              {
                label: t('dashboard:members.invited'),
                value: members.invited,
                icon: IconMailForward,
                color: 'orange',
              },
            ]
          : null
      }
      fallback={<PageLoader />}
    />
  );
}

/**
 * /dashboard: the workspace at a glance — plan, members (for those who may see the user list), inspection counts and a
 * count for every module that reports one.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { user, allows } = useSession();
  const overview = useQuery(dashboardOverviewQuery);
  if (!user) return null;
  const daysLeft = trialDaysLeft(user.workspace.trial_ends_at, new Date());
  const modules = Object.entries(overview.data?.modules ?? {}).sort(([a], [b]) => a.localeCompare(b));

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} fz="h2">
          {t('dashboard:welcome', { name: user.first_name })}
        </Title>
        <Group gap="xs" mt={4}>
          <Text c="dimmed">{user.workspace.name}</Text>
          <Badge variant="light" color="blue">
            {t('dashboard:plan', { plan: t(`common:plans.${user.workspace.plan}`) })}
          </Badge>
          {daysLeft !== null && (
            <Anchor component={Link} to="/workspace/settings/plans" size="sm">
              {t('dashboard:trialLeft', { count: daysLeft })}
            </Anchor>
          )}
        </Group>
      </div>

      {allows('USR_VIEW_USER_LIST') && overview.data?.members !== null && (
        <MemberCounts members={overview.data?.members} />
      )}

      {overview.data && <InspectionCounts counts={overview.data.inspections} />}

      {modules.length > 0 && (
        <section aria-labelledby="dashboard-modules">
          <Title order={2} fz="h4" mb="sm" id="dashboard-modules">
            {t('dashboard:modules.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {modules.map(([key, count]) => (
              <StatCard
                key={key}
                label={
                  i18n.exists(`dashboard:modules.names.${key}`) ? t(`dashboard:modules.names.${key}`) : key
                }
                value={count}
                icon={IconBox}
                color="grape"
              />
            ))}
          </SimpleGrid>
        </section>
      )}

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="dashboard-next">
        <Title order={2} fz="h4" id="dashboard-next">
          {t('dashboard:next.title')}
        </Title>
        <Stack gap={6} mt="sm">
          <Anchor component={Link} to="/user/account-settings">
            {t('dashboard:next.account')}
          </Anchor>
          <Anchor component={Link} to="/settings/workspaces">
            {t('dashboard:next.workspaces')}
          </Anchor>
          <Anchor href="/workspace/settings/plans" target="_blank" rel="noopener">
            {t('dashboard:next.plans')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
