import type { ListFilter } from '@fieldbook/domain';
import { Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRemoteLabels } from '../remote-select/remote-labels';
import { filterTagText } from './filter-tag-text';
import { filterTags } from './filter-tags';
import type { FilterDefinition } from './filter-types';

/** Widest a tag's text may grow before it is cut with an ellipsis (spec §9). */
export const FILTER_TAG_MAX_WIDTH = 270;

/** The applied and forced filters as tags; forced ones have no remove button, hidden ones don't show. */
export function FilterTagList({
  filter,
  forced,
  definitions,
  onRemove,
}: {
  filter: ListFilter;
  forced: ListFilter;
  definitions: readonly FilterDefinition[];
  onRemove: (field: string) => void;
}) {
  const { t } = useTranslation();
  const remoteLabel = useRemoteLabels();
  const tags = filterTags(filter, forced, definitions);
  if (tags.length === 0) return null;
  const byField = new Map(definitions.map((d) => [d.field, d]));
  return (
    <Group gap={6} data-testid="filter-tags">
      {tags.map((tag) => {
        const definition = byField.get(tag.field);
        const text = definition
          ? `${t(tag.labelKey)}: ${filterTagText(definition, tag.entry, t, remoteLabel)}`
          : t(tag.labelKey);
        return (
          <Pill
            key={tag.field}
            maw={FILTER_TAG_MAX_WIDTH}
            title={text}
            withRemoveButton={tag.removable}
            onRemove={() => onRemove(tag.field)}
            removeButtonProps={{ 'aria-label': t('common:gen.filters.removeTag', { tag: text }) }}
            data-forced={!tag.removable || undefined}
          >
            {text}
          </Pill>
        );
      })}
    </Group>
  );
}
