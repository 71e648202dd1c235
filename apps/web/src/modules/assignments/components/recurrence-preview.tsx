import {
  describeRecurrence,
  nextOccurrences,
  recurrenceSchema,
  type Occurrence,
  type RecurrenceInput,
  type RecurrenceLanguage,
} from '@fieldbook/domain/assignments/index';
import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const LANGUAGES: readonly RecurrenceLanguage[] = ['en', 'de', 'fr'];

/** The rule in words and its next ten occurrences, computed with the domain functions (no round trip per key). */
export function previewOf(
  draft: RecurrenceInput | null | undefined,
  language: string,
  now: Date,
): { text: string; occurrences: Occurrence[]; zone: string } | null {
  const parsed = recurrenceSchema.safeParse(draft);
  if (!parsed.success) return null;
  const lang = LANGUAGES.find((l) => language.startsWith(l)) ?? 'en';
  try {
    return {
      text: describeRecurrence(parsed.data, lang),
      occurrences: nextOccurrences(parsed.data, now, 10),
      zone: parsed.data.time_zone,
    };
  } catch {
    return null;
  }
}

/** An occurrence's start in the rule's zone, in the reader's date format, with the zone's offset at that instant. */
export function occurrenceText(o: Occurrence, zone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'shortOffset',
  }).format(new Date(o.start));
}

/** The recurrence editor's summary: what the rule says and when it next falls (in the assignment's zone). */
export function RecurrencePreview({ draft }: { draft: RecurrenceInput | null | undefined }) {
  const { t, i18n } = useTranslation();
  const preview = useMemo(() => previewOf(draft, i18n.language, new Date()), [draft, i18n.language]);
  if (!preview)
    return (
      <Alert color="yellow" data-testid="recurrence-invalid">
        {t('assignments:recurrence.incomplete')}
      </Alert>
    );
  return (
    <Paper withBorder p="sm" data-testid="recurrence-preview">
      <Stack gap="xs">
        <Text fw={600} data-testid="recurrence-words">
          {preview.text}
        </Text>
        <Title order={3} fz="sm">
          {t('assignments:recurrence.nextTen')}
        </Title>
        {preview.occurrences.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('assignments:recurrence.none')}
          </Text>
        ) : (
          <List size="sm" type="ordered" data-testid="recurrence-occurrences">
            {preview.occurrences.map((o) => (
              <List.Item key={o.start} data-start={o.start} data-local={o.local}>
                {occurrenceText(o, preview.zone, i18n.language)}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
