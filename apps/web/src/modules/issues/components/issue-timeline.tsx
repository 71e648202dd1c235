import type { IssueEvent, IssueStatus } from '@fieldbook/domain';
import { Anchor, Card, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconMessage, IconPencil, IconPlus, IconProgress } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../shared/api/request-headers';

/** A changed field's value as the timeline shows it: names for references, lists joined, dates as days. */
export function eventValueText(value: unknown, field: string | null, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    const parts = value.map((v) => eventValueText(v, null, language));
    return parts.length ? parts.join(', ') : '—';
  }
  if (typeof value === 'object' && 'name' in value) return String((value as { name: unknown }).name);
  if (field === 'due_at' && typeof value === 'string') {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));
  }
  return String(value);
}

function headline(event: IssueEvent, t: TFunction, language: string): string {
  const name = event.user?.name ?? t('issues:timeline.someone');
  if (event.kind === 'created') return t('issues:timeline.created', { name });
  if (event.kind === 'comment') return t('issues:timeline.commented', { name });
  if (event.kind === 'status') {
    return t('issues:timeline.status', {
      name,
      from: t(`issues:status.${event.from as IssueStatus}`),
      to: t(`issues:status.${event.to as IssueStatus}`),
    });
  }
  return t('issues:timeline.field', {
    name,
    field: t(`issues:timelineFields.${event.field ?? ''}`, { defaultValue: event.field ?? '' }),
    from: eventValueText(event.from, event.field, language),
    to: eventValueText(event.to, event.field, language),
  });
}

const ICONS = { created: IconPlus, comment: IconMessage, status: IconProgress, field: IconPencil };

/** An issue's timeline, oldest first and newest last: creation, comments with files, status and field changes. */
export function IssueTimeline({ issueId, events }: { issueId: string; events: readonly IssueEvent[] }) {
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Timeline bulletSize={24} lineWidth={2} data-testid="issue-timeline">
      {events.map((event) => {
        const Icon = ICONS[event.kind];
        return (
          <Timeline.Item
            key={event.id}
            bullet={<Icon size={14} />}
            title={headline(event, t, i18n.language)}
            data-testid={`timeline-${event.kind}`}
          >
            <Text size="xs" c="dimmed">
              {dates.format(new Date(event.created_at))}
            </Text>
            {event.kind === 'comment' && (
              <Card withBorder padding="sm" mt={4}>
                <Stack gap={4}>
                  {event.text && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {event.text}
                    </Text>
                  )}
                  {event.files.length > 0 && (
                    <Group gap="xs">
                      {event.files.map((file) => (
                        <Anchor
                          key={file.id}
                          href={`${API_BASE}/issues/${encodeURIComponent(issueId)}/media/${encodeURIComponent(file.id)}`}
                          target="_blank"
                          size="sm"
                        >
                          {file.name}
                        </Anchor>
                      ))}
                    </Group>
                  )}
                </Stack>
              </Card>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
