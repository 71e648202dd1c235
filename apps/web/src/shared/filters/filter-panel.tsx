import type { FilterOperator, FilterValue, ListFilter, ListQueryErrors } from '@fieldbook/domain';
import { toFieldKey } from '@fieldbook/domain';
import { Button, Card, Group, Indicator, Popover, ScrollArea, SimpleGrid, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterField } from './filter-field';
import {
  applyDraft,
  changeOperator,
  changeValue,
  draftFromFilter,
  resetDraft,
  toggleNot,
} from './filter-state';
import type { FilterDefinition, FilterDraft } from './filter-types';

/** The dropdown's fields scroll inside the room below the button, so Apply and Reset stay in the window (issue 18). */
const DROPDOWN_FIELDS_HEIGHT = 'calc(var(--filter-room, 70dvh) - 72px)';

/** Floating UI's size middleware tells the dropdown how much room the window leaves it. */
const ROOM_MIDDLEWARE = {
  size: {
    padding: 8,
    apply: ({
      availableHeight,
      elements,
    }: {
      availableHeight: number;
      elements: { floating: HTMLElement };
    }) => {
      elements.floating.style.setProperty('--filter-room', `${Math.max(availableHeight, 200)}px`);
    },
  },
};

/** Where the filter inputs live: a card above the table or a dropdown behind a button (spec §2). */
export type FilterMode = 'card' | 'dropdown';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  definitions: readonly FilterDefinition[];
  /** The user's applied filter (from the URL); forced filters are not part of it. */
  applied: ListFilter;
  mode: FilterMode;
  onApply: (filter: ListFilter) => void;
  /** Clears the user's filter; forced filters stay (spec §4). */
  onReset: () => void;
  disabled?: boolean;
}

/**
 * The filter inputs with Apply and Reset. The draft restarts from the applied filter whenever that
 * changes (a tag removed, a tab chosen), so the panel always shows what the list shows.
 */
export function FilterPanel({ definitions, applied, mode, onApply, onReset, disabled }: FilterPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilter(applied));
  const [errors, setErrors] = useState<ListQueryErrors>({});
  const [source, setSource] = useState(applied);
  const [opened, setOpened] = useState(false);
  if (source !== applied) {
    setSource(applied);
    setDraft(draftFromFilter(applied));
    setErrors({});
  }
  const visible = definitions.filter((d) => !d.hidden);
  const edit = (next: FilterDraft) => {
    setDraft(next);
    setErrors({});
  };
  const apply = () => {
    const result = applyDraft(draft, definitions);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setOpened(false);
    onApply(result.filter);
  };
  const reset = () => {
    edit(resetDraft());
    setOpened(false);
    onReset();
  };

  const fields: ReactNode = (
    <SimpleGrid cols={mode === 'card' ? { base: 1, sm: 2, md: 3, lg: 4 } : 1} spacing="sm">
      {visible.map((definition) => (
        <FilterField
          key={definition.field}
          definition={definition}
          entry={draft[definition.field]}
          error={errors[`filter.${toFieldKey(definition.field)}`]}
          onOperator={(op: FilterOperator) => edit(changeOperator(draft, definition, op))}
          onValue={(value: FilterValue | undefined) => edit(changeValue(draft, definition, value))}
          onToggleNot={() => edit(toggleNot(draft, definition))}
        />
      ))}
    </SimpleGrid>
  );
  const body = (scrolling: boolean): ReactNode => (
    <Stack gap="sm">
      {scrolling ? (
        <ScrollArea.Autosize
          mah={DROPDOWN_FIELDS_HEIGHT}
          type="auto"
          offsetScrollbars
          data-testid="filter-dropdown-fields"
        >
          {fields}
        </ScrollArea.Autosize>
      ) : (
        fields
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={reset} disabled={disabled}>
          {t('common:gen.filters.reset')}
        </Button>
        <Button size="xs" onClick={apply} disabled={disabled} data-testid="filter-apply">
          {t('common:gen.filters.apply')}
        </Button>
      </Group>
    </Stack>
  );

  if (mode === 'card')
    return (
      <Card withBorder padding="sm" data-testid="filter-card">
        {body(false)}
      </Card>
    );
  const count = Object.keys(applied).length;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={340}
      position="bottom-start"
      shadow="md"
      trapFocus
      middlewares={ROOM_MIDDLEWARE}
    >
      <Indicator label={count} size={16} disabled={count === 0}>
        <Popover.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFilter size={14} />}
            onClick={() => setOpened((o) => !o)}
            data-testid="filter-dropdown-toggle"
          >
            {t('common:gen.filters.title')}
          </Button>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown data-testid="filter-dropdown">{body(true)}</Popover.Dropdown>
    </Popover>
  );
}
