import { remoteOptionLabel, remoteOptionsResponseSchema, type RemoteOption } from '@fieldbook/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Input,
  Loader,
  Pill,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import {
  clearTreeSelection,
  currentParent,
  drillBack,
  drillInto,
  isCoveredByAncestor,
  isFixed,
  isSelected,
  selectionChanged,
  toggleTreeNode,
  treeQueryKey,
  treeRequiredError,
  type TreeLevel,
  type TreeSelection,
} from './tree-selection';

/** Debounce of the tree selector's search (spec §7: 500 ms). */
export const TREE_SELECT_DEBOUNCE_MS = 500;
/** Height the option list scrolls at (spec §9). */
export const TREE_SELECT_MAX_HEIGHT = 250;

/** Props of {@link TreeSelect}. */
export interface TreeSelectProps {
  /** Endpoint answering `{ data: [...] }` for GET with q, parent_id, ids (spec §7). */
  url: string;
  value: readonly TreeSelection[];
  /** Called with the new selection when the dropdown closes, if it changed (spec §4). */
  onChange: (value: TreeSelection[]) => void;
  /** Choosing an ancestor replaces its chosen descendants. */
  restricted?: boolean;
  /** Ids that can't be unchecked or cleared. */
  fixedIds?: readonly (string | number)[];
  required?: boolean;
  label?: string;
  placeholder?: string;
  getLabel?: (option: RemoteOption) => string;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * Remote hierarchical multi-select (spec §4 tree selector): search, drill into children and back
 * one level, restricted mode, fixed items, clear with a confirm step, emits on close.
 */
export function TreeSelect({
  url,
  value,
  onChange,
  restricted = false,
  fixedIds = [],
  required = false,
  label,
  placeholder,
  getLabel = remoteOptionLabel,
  disabled,
  'data-testid': testId,
}: TreeSelectProps) {
  const { t } = useTranslation();
  const rules = { restricted, fixedIds };
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<TreeSelection[]>([...value]);
  const [trail, setTrail] = useState<TreeLevel[]>([]);
  const [search, setSearch] = useState('');
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [touched, setTouched] = useState(false);
  const [debounced] = useDebouncedValue(search, TREE_SELECT_DEBOUNCE_MS);
  const parent = currentParent(trail);

  const nodes = useQuery({
    queryKey: treeQueryKey(url, debounced, parent),
    queryFn: ({ signal }) =>
      api.get(url, {
        query: { q: debounced.trim() || undefined, parent_id: parent ?? undefined },
        schema: remoteOptionsResponseSchema,
        silent: true,
        signal,
      }),
    enabled: opened,
    staleTime: 5 * 60_000,
  });

  const open = () => {
    setDraft([...value]);
    setConfirmingClear(false);
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    setTouched(true);
    if (selectionChanged(value, draft)) onChange(draft);
  };
  const path = trail.map((level) => level.id);
  const error = touched ? treeRequiredError(required, opened ? draft : value) : null;
  const shown = opened ? draft : value;

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : close())}
      width="target"
      position="bottom-start"
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <Input.Wrapper label={label} required={required} error={error ? t(error) : undefined}>
          <Input
            component="button"
            type="button"
            pointer
            disabled={disabled}
            onClick={() => (opened ? close() : open())}
            data-testid={testId}
            aria-haspopup="dialog"
            aria-expanded={opened}
            multiline
          >
            {shown.length === 0 ? (
              <Input.Placeholder>{placeholder ?? t('common:gen.treeSelect.placeholder')}</Input.Placeholder>
            ) : (
              <Pill.Group>
                {shown.map((item) => (
                  <Pill key={String(item.id)}>{item.label}</Pill>
                ))}
              </Pill.Group>
            )}
          </Input>
        </Input.Wrapper>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Stack gap="xs">
          <TextInput
            size="xs"
            leftSection={<IconSearch size={14} />}
            rightSection={nodes.isFetching ? <Loader size="xs" /> : undefined}
            placeholder={t('common:gen.treeSelect.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            aria-label={t('common:gen.treeSelect.search')}
          />
          {trail.length > 0 && (
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconChevronLeft size={14} />}
              onClick={() => setTrail(drillBack(trail))}
              justify="start"
            >
              {trail.at(-1)?.label}
            </Button>
          )}
          <ScrollArea.Autosize mah={TREE_SELECT_MAX_HEIGHT} type="auto">
            <Stack gap={4}>
              {nodes.data?.data.map((option) => {
                const node: TreeSelection = { id: option.id, label: getLabel(option), path };
                const covered = restricted && isCoveredByAncestor(draft, path);
                const checked = isSelected(draft, option.id) || covered;
                const locked = covered || (isSelected(draft, option.id) && isFixed(rules, option.id));
                return (
                  <Group key={String(option.id)} gap="xs" wrap="nowrap" justify="space-between">
                    <Checkbox
                      size="xs"
                      label={node.label}
                      checked={checked}
                      disabled={locked}
                      onChange={() => setDraft(toggleTreeNode(draft, node, rules))}
                    />
                    {option.has_children && (
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('common:gen.treeSelect.open', { name: node.label })}
                        onClick={() => setTrail(drillInto(trail, { id: option.id, label: node.label }))}
                      >
                        <IconChevronRight size={14} />
                      </ActionIcon>
                    )}
                  </Group>
                );
              })}
              {nodes.isSuccess && nodes.data.data.length === 0 && (
                <Text size="xs" c="dimmed">
                  {debounced.trim()
                    ? t('common:gen.treeSelect.noResultsFor', { q: debounced.trim() })
                    : t('common:gen.treeSelect.empty')}
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="space-between" gap="xs">
            {confirmingClear ? (
              <Group gap={4}>
                <Text size="xs">{t('common:gen.treeSelect.clearConfirm')}</Text>
                <Button
                  size="compact-xs"
                  color="red"
                  onClick={() => {
                    setDraft(clearTreeSelection(draft, rules));
                    setConfirmingClear(false);
                  }}
                >
                  {t('common:gen.actions.yes')}
                </Button>
                <Button size="compact-xs" variant="default" onClick={() => setConfirmingClear(false)}>
                  {t('common:gen.actions.no')}
                </Button>
              </Group>
            ) : (
              <UnstyledButton
                fz="xs"
                c="red"
                disabled={draft.length === 0}
                onClick={() => setConfirmingClear(true)}
              >
                {t('common:gen.treeSelect.clear')}
              </UnstyledButton>
            )}
            <Button size="compact-xs" onClick={close}>
              {t('common:gen.actions.done')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
