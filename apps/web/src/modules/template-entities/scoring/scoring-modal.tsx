import {
  Divider,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
} from '@mantine/core';
import {
  RATING_MODES,
  RATING_SCALE,
  scoringSettingsProblems,
  updateItem,
  type RatingMode,
  type ScoringSettings,
} from '@fieldbook/domain/templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityModalProps } from '../entity-modal-props';
import { ModalFooter } from '../modal-footer';
import { EntityModalFrame } from '../entity-modal-frame';
import { useEntityCommit } from '../use-entity-commit';

const SCORE_FIELDS = ['default_score', 'min_point', 'max_point', 'weight'] as const;
type ScoreField = (typeof SCORE_FIELDS)[number];
const FIELD_LABELS: Record<ScoreField, string> = {
  default_score: 'defaultScore',
  min_point: 'minPoint',
  max_point: 'maxPoint',
  weight: 'weight',
};

const numberOption = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The settings as the item's options hold them now (flat keys, ADR 160). */
export function scoringSettingsOf(options: Record<string, unknown>): ScoringSettings {
  const rating = numberOption(options.default_rating);
  return {
    enable_score: options.enable_score === true,
    enable_rating: options.enable_rating === true,
    default_score: numberOption(options.default_score),
    min_point: numberOption(options.min_point),
    max_point: numberOption(options.max_point),
    weight: numberOption(options.weight),
    rating_mode: options.rating_mode === 'default' ? 'default' : 'manual',
    default_rating: rating,
  };
}

/**
 * Scoring and rating of an item (spec "scoring with default score, min/max point and weight, rating
 * (manual, default, 1 to 5 scale)"): checked as a whole, then saved into the item's options as one edit.
 */
export function ScoringModal({ doc, itemId, onClose, apply }: EntityModalProps) {
  const { t } = useTranslation('template-entities');
  const item = doc.items.find((i) => i.id === itemId);
  const [settings, setSettings] = useState<ScoringSettings>(() => scoringSettingsOf(item?.options ?? {}));
  const [touched, setTouched] = useState(false);
  const { refused, commit } = useEntityCommit({ apply, onClose });
  const problems = touched ? scoringSettingsProblems(settings) : {};
  const change = (patch: Partial<ScoringSettings>) => setSettings((s) => ({ ...s, ...patch }));
  const problemText = (field: keyof ScoringSettings) => {
    const problem = problems[field];
    return problem ? t(`scoring.problems.${problem}`) : undefined;
  };

  const save = () => {
    setTouched(true);
    if (Object.keys(scoringSettingsProblems(settings)).length > 0) return;
    const options = {
      ...settings,
      default_rating: settings.rating_mode === 'default' ? settings.default_rating : undefined,
    };
    commit((d) => updateItem(d, itemId, { options }));
  };

  return (
    <EntityModalFrame title={t('scoring.title')} onClose={onClose}>
      <Stack>
        <Switch
          label={t('scoring.enableScore')}
          checked={settings.enable_score}
          onChange={(e) => change({ enable_score: e.currentTarget.checked })}
        />
        <SimpleGrid cols={2}>
          {SCORE_FIELDS.map((field) => (
            <NumberInput
              key={field}
              label={t(`scoring.${FIELD_LABELS[field]}`)}
              disabled={!settings.enable_score}
              min={field === 'weight' ? 0 : undefined}
              decimalScale={2}
              value={settings[field] ?? ''}
              error={problemText(field)}
              onChange={(n) => change({ [field]: typeof n === 'number' ? n : undefined })}
            />
          ))}
        </SimpleGrid>
        <Divider />
        <Switch
          label={t('scoring.enableRating')}
          checked={settings.enable_rating}
          onChange={(e) => change({ enable_rating: e.currentTarget.checked })}
        />
        <SegmentedControl
          aria-label={t('scoring.ratingMode')}
          disabled={!settings.enable_rating}
          value={settings.rating_mode ?? 'manual'}
          onChange={(mode) => change({ rating_mode: mode as RatingMode })}
          data={RATING_MODES.map((value) => ({ value, label: t(`scoring.modes.${value}`) }))}
        />
        {settings.enable_rating && settings.rating_mode === 'default' && (
          <Radio.Group
            label={t('scoring.defaultRating')}
            description={t('scoring.scaleHint')}
            value={settings.default_rating === undefined ? null : String(settings.default_rating)}
            onChange={(v) => change({ default_rating: Number(v) })}
            error={problemText('default_rating')}
          >
            <Group mt="xs">
              {RATING_SCALE.map((rating) => (
                <Radio key={rating} value={String(rating)} label={t(`scoring.scale.${rating}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      </Stack>
      <ModalFooter refused={refused} onCancel={onClose} onSave={save} saveTestId="scoring-save" />
    </EntityModalFrame>
  );
}
