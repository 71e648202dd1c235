import {
  BUILT_IN_REPORT_LAYOUT,
  isDefaultLayout,
  type ReportLayout,
  type ReportLayoutInput,
} from '@fieldbook/domain';
import { Badge, Button, Grid, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { useSession } from '../../../shared/session/use-session';
import { PageLoader } from '../../../shared/ui/page-loader';
import { showToast } from '../../../shared/ui/toast';
import {
  useReportLayoutMutations,
  useReportLayouts,
  useReportTemplateOptions,
} from '../api/report-settings-api';
import { ReportLayoutForm } from '../components/report-layout-form';

const inputOf = ({ id: _id, updated_at: _at, ...input }: ReportLayout): ReportLayoutInput => input;

/** /settings/report: the organisation's report layouts (ADR 202), the default first; edit one at a time. */
export function ReportSettingsPage() {
  const { t } = useTranslation('report-settings');
  const session = useSession();
  const canEdit = session.allows('APP_EDIT_SETTINGS');
  const layouts = useReportLayouts();
  const templates = useReportTemplateOptions();
  const { save, remove } = useReportLayoutMutations();
  const [chosen, setChosen] = useState<string | 'new' | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!layouts.data || !templates.data) return <PageLoader />;
  const list = layouts.data;
  const hasDefault = list.some(isDefaultLayout);
  const selected = chosen === 'new' ? null : (list.find((l) => l.id === chosen) ?? list[0] ?? null);
  const editing = chosen === 'new' || !selected;
  const value: ReportLayoutInput = editing
    ? { ...BUILT_IN_REPORT_LAYOUT, name: hasDefault ? '' : t('defaultLayout') }
    : inputOf(selected);
  const titleOf = (id: string) => templates.data.find((tpl) => tpl.id === id)?.title ?? id;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('hint')}
          </Text>
        </Stack>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setChosen('new')}
            data-testid="layout-new"
          >
            {t('newLayout')}
          </Button>
        )}
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="xs" component="nav" aria-label={t('layouts')}>
            {list.length === 0 && (
              <Text size="sm" c="dimmed" p="xs">
                {t('empty')}
              </Text>
            )}
            {list.map((layout) => (
              <NavLink
                key={layout.id}
                component="button"
                active={!editing && selected?.id === layout.id}
                label={layout.name}
                description={
                  isDefaultLayout(layout) ? t('defaultLayout') : layout.template_ids.map(titleOf).join(', ')
                }
                rightSection={<Badge variant="light">{t(`paper.${layout.paper}`)}</Badge>}
                // The active row's tinted background leaves the dimmed description too faint (axe contrast).
                styles={{ description: { color: 'var(--mantine-color-text)' } }}
                onClick={() => setChosen(layout.id)}
                data-testid={`layout-${layout.name}`}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md">
            {editing && !canEdit ? (
              <Text size="sm" c="dimmed">
                {t('builtIn')}
              </Text>
            ) : (
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} fz="h4">
                    {editing ? t('newLayout') : selected.name}
                  </Title>
                  {canEdit && !editing && (
                    <Button
                      variant="light"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => setConfirming(true)}
                    >
                      {t('delete')}
                    </Button>
                  )}
                </Group>
                <ReportLayoutForm
                  key={editing ? 'new' : `${selected.id}:${selected.updated_at}`}
                  value={value}
                  templates={templates.data}
                  readOnly={!canEdit}
                  saving={save.isPending}
                  onCancel={editing && list.length > 0 ? () => setChosen(null) : undefined}
                  onSave={(layout) =>
                    save.mutateAsync({ id: editing ? null : selected.id, layout }).then((answer) => {
                      showToast('success', answer.message);
                      setChosen(answer.data.id);
                    })
                  }
                />
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      {selected && (
        <ConfirmDialog
          opened={confirming}
          title={t('deleteTitle')}
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(selected.id, {
              onSuccess: (answer) => {
                showToast('success', answer.message);
                setConfirming(false);
                setChosen(null);
              },
            })
          }
        >
          {t('deleteConfirm')}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
