import { Alert, Badge, Button, Divider, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { RuleProblem, RuleSet } from '@fieldbook/domain/rules';
import { randomId, removeRuleSet, setRuleSet, type TemplateDocument } from '@fieldbook/domain/templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityModalProps } from '../entity-modal-props';
import { ModalFooter } from '../modal-footer';
import { ActionListEditor } from './action-list-editor';
import { ConditionGroupEditor } from './condition-group-editor';
import { itemLabel } from './item-label';
import { actionTargets, conditionSources } from './rule-capabilities';
import { actionsOf, newGroup, newRuleSet, withActions, type Branch } from './rule-draft';
import { incompleteParts, ruleContradictions } from './rule-checks';
import { problemName, ruleSetProblems } from './rule-problems';
import { EntityModalFrame } from '../entity-modal-frame';

function existingRuleSet(doc: TemplateDocument, itemId: string): RuleSet | undefined {
  const uuid = doc.items.find((item) => item.id === itemId)?.options.rule_set_id;
  return typeof uuid === 'string' ? doc.rule_sets.find((set) => set.uuid === uuid) : undefined;
}

/**
 * The rule-set builder of one item (spec "Rules"): if / else-if rules over the typed condition tree, each
 * with actions, plus else actions. Saving checks everything first: unfinished conditions and actions are
 * marked where they are, other problems listed in the conflicted-rules dialog; nothing is applied until
 * the set is valid. Actions that contradict their target's settings are warned about (ADR 191).
 */
export function RulesModal({ doc, itemId, onClose, apply }: EntityModalProps) {
  const { t } = useTranslation('template-entities');
  const sources = conditionSources(doc, itemId);
  const targets = actionTargets(doc);
  const owner = doc.items.find((item) => item.id === itemId);
  const existing = existingRuleSet(doc, itemId);
  const [draft, setDraft] = useState<RuleSet>(
    () => existing ?? newRuleSet(sources[sources.length - 1]?.id ?? itemId),
  );
  const [problems, setProblems] = useState<RuleProblem[] | null>(null);
  // Unfinished parts are marked from the first save attempt on, and the marks follow the author's edits.
  const [triedSave, setTriedSave] = useState(false);
  const gaps = triedSave ? incompleteParts(doc, draft) : [];
  const incomplete = new Map(gaps.map((gap) => [gap.id, gap.missing]));
  const contradictions = ruleContradictions(doc, draft);
  const labelOf = (id: string) => {
    const item = doc.items.find((i) => i.id === id);
    return item ? itemLabel(item, t) : id;
  };

  const editActions = (branch: Branch) => (actions: RuleSet['else_actions']) =>
    setDraft((set) => withActions(set, branch, actions));
  const save = () => {
    setTriedSave(true);
    if (incompleteParts(doc, draft).length > 0) return;
    const found = ruleSetProblems(doc, itemId, draft);
    if (found.length > 0) {
      setProblems(found);
      return;
    }
    const result = apply((d) => setRuleSet(d, itemId, draft));
    if (result.ok) onClose();
    else setProblems([{ key: 'checklist.rules.invalid', rule_set_id: draft.uuid }]);
  };
  const remove = () => {
    const result = apply((d) => removeRuleSet(d, itemId));
    if (result.ok) onClose();
  };

  return (
    <EntityModalFrame
      title={t('rules.title', { item: owner ? itemLabel(owner, t) : '' })}
      size="80rem"
      onClose={onClose}
    >
      <Stack gap="md">
        {contradictions.length > 0 && (
          // No Alert title: its yellow label on the light background falls below WCAG AA contrast.
          <Alert color="yellow" variant="light" data-testid="rule-warnings">
            <Text size="sm" fw={600}>
              {t('rules.warningsTitle')}
            </Text>
            <List size="sm">
              {contradictions.map((c) => (
                <List.Item key={c.action_id}>
                  {t(`rules.warnings.${c.kind}`, { item: labelOf(c.target) })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {gaps.length > 0 && (
          <Alert color="red" variant="light" data-testid="rule-incomplete">
            {t('rules.incompleteText', { count: gaps.length })}
          </Alert>
        )}
        {draft.rules.map((rule, index) => (
          <Paper key={rule.id} withBorder p="sm" data-testid="rule">
            <Stack gap="xs">
              <Group justify="space-between">
                <Badge variant="light">{index === 0 ? t('rules.if') : t('rules.elseIf')}</Badge>
                {draft.rules.length > 1 && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      setDraft((set) => ({ ...set, rules: set.rules.filter((r) => r.id !== rule.id) }))
                    }
                  >
                    {t('rules.removeRule')}
                  </Button>
                )}
              </Group>
              <ConditionGroupEditor
                doc={doc}
                sources={sources}
                group={rule.condition}
                incomplete={incomplete}
                edit={(fn) =>
                  setDraft((set) => ({
                    ...set,
                    rules: set.rules.map((r) =>
                      r.id === rule.id ? { ...r, condition: fn(r.condition) } : r,
                    ),
                  }))
                }
              />
              <Divider label={t('rules.then')} labelPosition="left" />
              <ActionListEditor
                doc={doc}
                targets={targets}
                actions={actionsOf(draft, index)}
                onChange={editActions(index)}
                incomplete={incomplete}
              />
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() =>
              setDraft((set) => ({
                ...set,
                rules: [
                  ...set.rules,
                  {
                    id: randomId(),
                    condition: newGroup(sources[sources.length - 1]?.id ?? itemId),
                    actions: [],
                  },
                ],
              }))
            }
          >
            {t('rules.addElseIf')}
          </Button>
        </Group>
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <Badge variant="light" color="gray">
              {t('rules.else')}
            </Badge>
            <ActionListEditor
              doc={doc}
              targets={targets}
              actions={draft.else_actions}
              onChange={editActions('else')}
              incomplete={incomplete}
            />
          </Stack>
        </Paper>
      </Stack>
      <ModalFooter
        refused={false}
        onRemove={existing ? remove : undefined}
        removeLabel={t('rules.removeAll')}
        onCancel={onClose}
        onSave={save}
        saveTestId="rules-save"
      />
      <Modal
        opened={problems !== null}
        onClose={() => setProblems(null)}
        title={t('rules.conflictedTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
        zIndex={400}
      >
        <Stack data-testid="conflicted-rules">
          <Alert color="red" variant="light">
            <Title order={3} size="h6">
              {t('rules.conflictedText')}
            </Title>
          </Alert>
          <List size="sm">
            {(problems ?? []).map((problem, i) => (
              <List.Item key={i}>
                <Text size="sm">
                  {t(`problems.${problemName(problem.key)}`, {
                    ref: problem.params?.ref ? labelOf(String(problem.params.ref)) : '',
                  })}
                </Text>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button onClick={() => setProblems(null)}>{t('rules.backToRules')}</Button>
          </Group>
        </Stack>
      </Modal>
    </EntityModalFrame>
  );
}
