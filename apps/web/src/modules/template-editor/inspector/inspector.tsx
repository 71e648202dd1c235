import {
  clearRepeatAndGroup,
  ITEM_CATALOGUE,
  ITEM_TITLE_MAX_LENGTH,
  makeRepeatable,
  missingRequiredOptions,
  responseOptionsOf,
  updateItem,
} from '@fieldbook/domain/templates';
import type { Item, OpResult, TemplateDocument } from '@fieldbook/domain/templates';
import {
  Alert,
  Badge,
  Button,
  Group,
  Input,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpgradePrompt } from '../../../shared/plans/upgrade-prompt';
import { useSession } from '../../../shared/session/use-session';
import type { FeatureKey } from '@fieldbook/domain';
import { useCommandContext } from '../commands/command-context';
import { TitleInput } from '../components/title-input';
import { TypeIcon } from '../components/type-icon';
import { useEditorSelector, useItem } from '../store/editor-context';
import { migrateDeprecatedItem } from './deprecated-fix';
import { EntityModal, MODAL_FIELDS } from './entity-modal';
import { optionFields } from './option-fields';
import { OptionInput } from './option-input';
import type { SetOption } from './option-input';

const LockedOption = memo(function LockedOption({ label, feature }: { label: string; feature: FeatureKey }) {
  const { t } = useTranslation('template-editor');
  return (
    <Popover width={320} position="left" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={t('inspector.lockedOption', { option: label })}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{label}</Text>
            <IconLock size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <UpgradePrompt feature={feature} compact />
      </Popover.Dropdown>
    </Popover>
  );
});

/** Whether two versions of an item carry the same options, compared value by value (one level). */
function sameOptions(a: Item, b: Item): boolean {
  const keys = Object.keys(b.options);
  return (
    keys.length === Object.keys(a.options).length && keys.every((key) => a.options[key] === b.options[key])
  );
}

/**
 * An option row redrawn only when the item's options change (shallowly) or another item is shown:
 * typing the title re-parses the item but leaves plain option values as they were, so the inspector
 * redraws its title field alone. `set` is left out: it only closes over the item id and the context.
 */
const OptionRow = memo(OptionInput, (a, b) => {
  if (a.field !== b.field || a.onEdit !== b.onEdit || a.item.id !== b.item.id || a.item.type !== b.item.type)
    return false;
  return sameOptions(a.item, b.item);
});

/** Whether two versions of an item differ in their title at most (what the inspector body ignores). */
function sameButTitle({ item: a }: { item: Item }, { item: b }: { item: Item }): boolean {
  const keys = Object.keys(b) as (keyof Item)[];
  return keys.every((key) => key === 'title' || key === 'options' || a[key] === b[key]) && sameOptions(a, b);
}

/** Titles this close to the limit show how many characters are left. */
const TITLE_COUNTER_FROM = ITEM_TITLE_MAX_LENGTH - 100;

/** The inspector's title field, following the item on its own so a keystroke redraws only this field. */
function LiveTitleInput({ id }: { id: string }) {
  const { t } = useTranslation('template-editor');
  const item = useItem(id);
  if (!item) return null;
  const length = item.title.length;
  const values = { length, max: ITEM_TITLE_MAX_LENGTH };
  return (
    <>
      <TitleInput item={item} multiline id={INSPECTOR_TITLE_ID} />
      {length > ITEM_TITLE_MAX_LENGTH ? (
        <Text size="xs" c="red" role="alert" data-testid="title-too-long">
          {t('inspector.titleTooLong', values)}
        </Text>
      ) : (
        length >= TITLE_COUNTER_FROM && (
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="title-length">
            {t('inspector.titleLength', values)}
          </Text>
        )
      )}
    </>
  );
}

const INSPECTOR_TITLE_ID = 'inspector-title-field';

const ItemInspector = memo(function ItemInspector({ item }: { item: Item }) {
  const { t } = useTranslation('template-editor');
  const ctx = useCommandContext();
  const { hasFeature } = useSession();
  const info = ITEM_CATALOGUE[item.type];
  const missing = missingRequiredOptions(item);
  const choice = optionFields(item.type).some((field) => field.key === 'response_set_id');
  const noAnswers = useEditorSelector((state) => choice && responseOptionsOf(state.doc, item).length === 0);
  const [editing, setEditing] = useState<string | null>(null);

  const run = (op: (doc: TemplateDocument) => OpResult, mark?: string) => {
    const result = ctx.store.apply(op, mark ? { mark } : {});
    if (!result.ok && !mark) ctx.ui.refused(result.conflicts);
  };
  const set: SetOption = (key, value, typed = false) => {
    if (key === 'repeatable') {
      run((doc) => (value ? makeRepeatable(doc, item.id) : clearRepeatAndGroup(doc, item.id)));
      return;
    }
    run(
      (doc) => updateItem(doc, item.id, { options: { [key]: value } }),
      typed ? `option:${item.id}:${key}` : undefined,
    );
  };

  return (
    <Stack
      gap="sm"
      p="sm"
      data-testid="inspector"
      data-item-id={item.id}
      onBlur={() => ctx.store.endGesture()}
    >
      <Group gap="xs" wrap="nowrap">
        <TypeIcon type={item.type} />
        <Title order={2} fz="md">
          {t(`types.${item.type}`)}
        </Title>
        {item.options.required === true && <Badge size="sm">{t('options.required')}</Badge>}
      </Group>
      {info.deprecated && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={16} />}
          title={t('deprecated.title')}
          data-testid="deprecated-warning"
        >
          <Stack gap="xs">
            <Text size="sm">{t('deprecated.text')}</Text>
            <Button
              size="xs"
              variant="light"
              color="orange"
              onClick={() => run((doc) => migrateDeprecatedItem(doc, item.id))}
            >
              {t('deprecated.fix')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Input.Wrapper label={t('inspector.title')} labelProps={{ htmlFor: INSPECTOR_TITLE_ID }}>
        <LiveTitleInput id={item.id} />
      </Input.Wrapper>
      {missing.length > 0 && (
        <Alert color="red" variant="light" title={t('inspector.missingTitle')}>
          {missing.map((key) => t(`options.${key}`)).join(', ')}
        </Alert>
      )}
      {noAnswers && (
        <Alert color="red" variant="light" data-testid="inspector-no-answers">
          {t('inspector.noAnswers')}
        </Alert>
      )}
      {optionFields(item.type).map((field) =>
        field.feature && !hasFeature(field.feature) ? (
          <LockedOption key={field.key} label={t(`options.${field.key}`)} feature={field.feature} />
        ) : (
          <OptionRow
            key={`${item.id}:${field.key}`}
            item={item}
            field={field}
            set={set}
            onEdit={MODAL_FIELDS.has(field.key) ? setEditing : undefined}
          />
        ),
      )}
      {optionFields(item.type).some((field) => field.key === 'enable_score') && (
        <Button size="xs" variant="light" onClick={() => setEditing('scoring')} data-testid="edit-scoring">
          {t('inspector.scoring')}
        </Button>
      )}
      {editing && <EntityModal field={editing} item={item} onClose={() => setEditing(null)} />}
    </Stack>
  );
}, sameButTitle);

/** What the inspector shows: the focused item, or a hint when none or several are selected. */
function InspectorBody() {
  const { t } = useTranslation('template-editor');
  // Deferred: a click first redraws the rows whose selection changed, then the inspector (ADR 152).
  const focusId = useDeferredValue(useEditorSelector((state) => state.focusId));
  const count = useEditorSelector((state) => state.selection.size);
  const item = useItem(focusId);
  return item ? (
    <ItemInspector item={item} />
  ) : (
    <Text c="dimmed" size="sm" p="md" data-testid="inspector-empty">
      {count > 1 ? t('inspector.many', { count }) : t('inspector.empty')}
    </Text>
  );
}

/**
 * The inspector: title and every option of the focused item's type. Only its body follows the store,
 * so an edit or undo never redraws the scroll area and its scrollbars.
 */
export function Inspector() {
  const { t } = useTranslation('template-editor');
  return (
    <ScrollArea
      h="100%"
      type="auto"
      offsetScrollbars
      component="aside"
      aria-label={t('inspector.label')}
      // Contained (its size is its pane's): a title set here, typed or undone, lays out the inspector alone.
      style={{ contain: 'strict' }}
    >
      <InspectorBody />
    </ScrollArea>
  );
}
