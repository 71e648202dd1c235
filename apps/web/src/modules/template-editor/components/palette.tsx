import { addItem, ITEM_CATALOGUE, PALETTE_GROUPS, paletteTypes } from '@fieldbook/domain/templates';
import type { ItemType, PaletteGroup } from '@fieldbook/domain/templates';
import { Button, Popover, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFolderPlus, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpgradePrompt } from '../../../shared/plans/upgrade-prompt';
import { useSession } from '../../../shared/session/use-session';
import { useCommandContext } from '../commands/command-context';
import { addPlan } from '../store/add-target';
import { startingResponseSet } from '../../template-entities/response-sets/response-presets';
import { TypeIcon } from './type-icon';

/** Options a new item starts with beyond the schema defaults: a calculation needs a formula that parses to be saved. */
const PRESETS: Partial<Record<ItemType, Record<string, unknown>>> = {
  calculation: { calculations: { value: '0', items: [] } },
};

/**
 * Adds an item of a type where `addPlan` says and selects it (the canvas scrolls to it); a refusal goes to
 * the refusal dialog.
 * Yes/no, switch and OK/not-OK questions start with their usual answers, labelled in the UI language.
 */
function useAddItem() {
  const ctx = useCommandContext();
  const { t } = useTranslation('template-entities');
  return (type: ItemType) => {
    const { store } = ctx;
    const plan = addPlan(store.getState().doc, store.getState().focusId, type);
    if (!plan) return;
    const { view, target } = plan;
    store.setView(view);
    const known = new Set(view.items.map((item) => item.id));
    const response_set = startingResponseSet(type, (key) => t(`responses.labels.${key}`));
    const result = store.apply((d) => addItem(d, { ...target, type, options: PRESETS[type], response_set }));
    if (!result.ok) {
      ctx.ui.refused(result.conflicts);
      return;
    }
    const added = result.doc.items.find((item) => !known.has(item.id));
    if (added) store.select(added.id);
  };
}

function PaletteButton({ type, onAdd }: { type: ItemType; onAdd(type: ItemType): void }) {
  const { t } = useTranslation('template-editor');
  const { hasFeature } = useSession();
  const info = ITEM_CATALOGUE[type];
  const label = t(`types.${type}`);
  const common = {
    variant: 'default' as const,
    size: 'xs' as const,
    justify: 'flex-start' as const,
    fullWidth: true,
    leftSection: <TypeIcon type={type} size={14} />,
    'data-testid': `palette-${type}`,
  };
  if (info.deprecated || info.disabled) {
    return (
      <Button
        {...common}
        disabled
        title={info.deprecated ? t('deprecated.short') : t('palette.system')}
        rightSection={
          info.deprecated ? <IconAlertTriangle size={12} aria-label={t('deprecated.badge')} /> : null
        }
      >
        <Text size="xs" truncate>
          {label}
        </Text>
      </Button>
    );
  }
  if (info.feature && !hasFeature(info.feature)) {
    return (
      <Popover width={320} position="right" withArrow shadow="md">
        <Popover.Target>
          <Button {...common} rightSection={<IconLock size={12} aria-label={t('palette.locked')} />}>
            <Text size="xs" truncate>
              {label}
            </Text>
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <UpgradePrompt feature={info.feature} compact />
        </Popover.Dropdown>
      </Popover>
    );
  }
  return (
    <Button {...common} onClick={() => onAdd(type)}>
      <Text size="xs" truncate>
        {label}
      </Text>
    </Button>
  );
}

function PaletteGroupBlock({ group, onAdd }: { group: PaletteGroup; onAdd(type: ItemType): void }) {
  const { t } = useTranslation('template-editor');
  const types = paletteTypes(group).filter((type) => !ITEM_CATALOGUE[type].hidden);
  return (
    <Stack gap={4} role="group" aria-labelledby={`palette-group-${group}`}>
      <Text id={`palette-group-${group}`} size="xs" fw={700} tt="uppercase" c="dimmed">
        {t(`paletteGroups.${group}`)}
      </Text>
      <SimpleGrid cols={1} spacing={4}>
        {types.map((type) => (
          <PaletteButton key={type} type={type} onAdd={onAdd} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The palette: sections and the question types grouped as in spec §3, plan-gated types behind the upgrade prompt. */
export function Palette() {
  const { t } = useTranslation('template-editor');
  const add = useAddItem();
  return (
    <ScrollArea h="100%" type="auto" offsetScrollbars>
      <Stack gap="md" p="xs" component="nav" aria-label={t('palette.label')}>
        <Title order={2} fz="sm">
          {t('palette.title')}
        </Title>
        <Button
          variant="light"
          size="xs"
          justify="flex-start"
          leftSection={<IconFolderPlus size={14} />}
          onClick={() => add('section')}
          data-testid="palette-section"
        >
          {t('types.section')}
        </Button>
        {PALETTE_GROUPS.map((group) => (
          <PaletteGroupBlock key={group} group={group} onAdd={add} />
        ))}
      </Stack>
    </ScrollArea>
  );
}
