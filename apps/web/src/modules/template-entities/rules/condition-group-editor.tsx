import { ActionIcon, Button, Checkbox, Group, Paper, SegmentedControl, Select, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { RuleCondition, RuleConditionGroup, RuleConditionNode } from '@fieldbook/domain/rules';
import { responseOptionsOf, type Item, type TemplateDocument } from '@fieldbook/domain/templates';
import { useTranslation } from 'react-i18next';
import { ConditionValue } from './condition-value';
import { IncompleteFrame, type IncompleteMap } from './incomplete-frame';
import { itemLabel } from './item-label';
import { conditionOperators, valueKind } from './rule-capabilities';
import { addNode, mapNode, newCondition, newGroup } from './rule-draft';

interface GroupProps {
  doc: TemplateDocument;
  sources: readonly Item[];
  group: RuleConditionGroup;
  /** Applies an edit to the whole root group of the rule. */
  edit(fn: (root: RuleConditionGroup) => RuleConditionGroup): void;
  nested?: boolean;
  /** Unfinished conditions to mark, once the author tried to save. */
  incomplete?: IncompleteMap;
}

/** An and/or group of conditions, nested groups included (the typed condition tree of the domain). */
export function ConditionGroupEditor({ doc, sources, group, edit, nested, incomplete }: GroupProps) {
  const { t } = useTranslation('template-entities');
  const first = sources[sources.length - 1]?.id ?? '';
  return (
    <Paper withBorder={nested} p={nested ? 'xs' : 0} data-testid="rule-condition-group">
      <Stack gap="xs">
        <Group justify="space-between">
          <SegmentedControl
            size="xs"
            aria-label={t('rules.connector')}
            value={group.connector}
            onChange={(connector) =>
              edit((root) => mapNode(root, group.id, (g) => ({ ...g, connector: connector as 'and' | 'or' })))
            }
            data={[
              { value: 'and', label: t('rules.and') },
              { value: 'or', label: t('rules.or') },
            ]}
          />
          {nested && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('rules.removeGroup')}
              onClick={() => edit((root) => mapNode(root, group.id, () => null))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
        {group.conditions.map((node: RuleConditionNode) =>
          node.kind === 'group' ? (
            <ConditionGroupEditor
              key={node.id}
              doc={doc}
              sources={sources}
              group={node}
              edit={edit}
              incomplete={incomplete}
              nested
            />
          ) : (
            <IncompleteFrame key={node.id} missing={incomplete?.get(node.id)}>
              <ConditionRow doc={doc} sources={sources} condition={node} edit={edit} />
            </IncompleteFrame>
          ),
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!first}
            onClick={() => edit((root) => addNode(root, group.id, newCondition(first)))}
          >
            {t('rules.addCondition')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            disabled={!first}
            onClick={() => edit((root) => addNode(root, group.id, newGroup(first)))}
          >
            {t('rules.addGroup')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One condition: the question read, the operator, "not", and the value. */
function ConditionRow({
  doc,
  sources,
  condition,
  edit,
}: Omit<GroupProps, 'group' | 'nested' | 'incomplete'> & { condition: RuleCondition }) {
  const { t } = useTranslation('template-entities');
  const leftId = condition.left.kind === 'item' ? condition.left.item_id : '';
  const item = sources.find((source) => source.id === leftId) ?? doc.items.find((i) => i.id === leftId);
  const operators = item ? conditionOperators(item) : [];
  const update = (patch: Partial<RuleCondition>) =>
    edit((root) => mapNode(root, condition.id, (node) => ({ ...node, ...patch }) as RuleConditionNode));
  return (
    <Group gap="xs" align="center" wrap="wrap" data-testid="rule-condition">
      <Select
        aria-label={t('rules.question')}
        w={220}
        searchable
        data={sources.map((source) => ({ value: source.id, label: itemLabel(source, t) }))}
        value={leftId || null}
        onChange={(id) => {
          const next = sources.find((source) => source.id === id);
          if (!next) return;
          update({
            left: { kind: 'item', item_id: next.id },
            operator: conditionOperators(next)[0]!,
            right: null,
          });
        }}
      />
      <Select
        aria-label={t('rules.operator')}
        w={190}
        data={operators.map((operator) => ({ value: operator, label: t(`operators.${operator}`) }))}
        value={condition.operator}
        onChange={(operator) => {
          if (!operator || !item) return;
          const keepsValue =
            valueKind(item, operator as RuleCondition['operator']) === valueKind(item, condition.operator);
          update({
            operator: operator as RuleCondition['operator'],
            right: keepsValue ? condition.right : null,
          });
        }}
      />
      <Checkbox
        label={t('rules.not')}
        checked={condition.not}
        onChange={(e) => update({ not: e.currentTarget.checked })}
      />
      {item && (
        <ConditionValue
          kind={valueKind(item, condition.operator)}
          operand={condition.right}
          options={responseOptionsOf(doc, item)}
          label={t('rules.value')}
          onChange={(value) => update({ right: { kind: 'value', value } })}
        />
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('rules.removeCondition')}
        onClick={() => edit((root) => mapNode(root, condition.id, () => null))}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
