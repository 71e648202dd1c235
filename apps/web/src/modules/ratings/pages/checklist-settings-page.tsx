import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/ui/page-loader';
import { moveItem } from '../../../shared/ui/move-item';
import { useSession } from '../../../shared/session/use-session';
import { useRatingSettings, useSaveRatingSettings } from '../api/ratings-api';
import { draftsFrom, ratingFormData, type RatingDraft } from '../components/rating-draft';
import { RatingLevelRow } from '../components/rating-level-row';

/** /settings/checklist: the rating scale questions use (spec §2 checklist settings: rating icons). */
export function ChecklistSettingsPage() {
  const { t, i18n } = useTranslation();
  const settings = useRatingSettings(i18n.language);
  const save = useSaveRatingSettings();
  const canEdit = useSession().allows('APP_EDIT_SETTINGS');
  const [drafts, setDrafts] = useState<RatingDraft[] | null>(null);
  const [loaded, setLoaded] = useState(settings.data);
  if (settings.data && settings.data !== loaded) {
    setLoaded(settings.data);
    setDrafts(draftsFrom(settings.data));
  }
  if (!settings.data || !drafts) return <PageLoader />;
  const labels = new Map(settings.data.rating.map((level) => [level.value, level.label]));
  const patch = (index: number, change: Partial<RatingDraft>) =>
    setDrafts((list) => list && list.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));

  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} fz="h2">
        {t('ratings:title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('ratings:intro')}
      </Text>
      {!canEdit && <Alert color="gray">{t('ratings:readOnly')}</Alert>}
      {drafts.map((draft, index) => (
        <RatingLevelRow
          key={draft.value}
          draft={draft}
          index={index}
          count={drafts.length}
          label={labels.get(draft.value) ?? String(draft.value)}
          readOnly={!canEdit}
          onChange={(change) => patch(index, change)}
          onMove={(step) => setDrafts((list) => list && moveItem(list, index, step))}
        />
      ))}
      {canEdit && (
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setDrafts(draftsFrom(settings.data))}>
            {t('ratings:discard')}
          </Button>
          <Button
            loading={save.isPending}
            onClick={() => save.mutate(ratingFormData(drafts))}
            data-testid="ratings-save"
          >
            {t('common:gen.actions.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
