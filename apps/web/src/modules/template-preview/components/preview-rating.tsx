import { Chip, Group, Text } from '@mantine/core';
import { RATING_SCALE } from '@fieldbook/domain/templates';
import type { ItemState } from '@fieldbook/domain/rules';
import type { Item } from '@fieldbook/domain/templates';
import { useTranslation } from 'react-i18next';

interface Props {
  item: Item;
  state: ItemState;
  onRate(rating: number): void;
}

/**
 * The item's rating on the 1–5 scale as the inspector sees it: the default rating preselected, the author's
 * pick, or a rule's set_rating (ADR 167). Shown when the item is rated or a rule rated it.
 */
export function PreviewRating({ item, state, onRate }: Props) {
  const { t } = useTranslation('template-preview');
  const rated = item.options.enable_rating === true;
  if (!rated && state.rating === null) return null;
  // The scale names its ends only (1 excellent, 5 improvement needed); a bare number adds nothing.
  const words = state.rating === null ? null : t(`ratingScale.${state.rating}`);
  return (
    <Group gap="xs" wrap="wrap" data-testid={`preview-rating-${item.id}`}>
      <Text size="xs" c="dimmed">
        {t('rating')}
      </Text>
      <Chip.Group
        value={state.rating === null ? '' : String(state.rating)}
        onChange={(v) => onRate(Number(v))}
      >
        <Group gap={4} wrap="nowrap">
          {RATING_SCALE.map((r) => (
            <Chip
              key={r}
              value={String(r)}
              size="xs"
              disabled={!rated || !state.enabled}
              title={t(`ratingScale.${r}`)}
            >
              {r}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {words && words !== String(state.rating) && (
        <Text size="xs" data-testid={`preview-rating-label-${item.id}`}>
          {words}
        </Text>
      )}
    </Group>
  );
}
