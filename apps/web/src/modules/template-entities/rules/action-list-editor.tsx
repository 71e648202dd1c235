import {
  ActionIcon,
  Button,
  ColorInput,
  Group,
  NumberInput,
  Select,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { RULE_COLORS, type RuleAction } from '@fieldbook/domain/rules';
import {
  ITEM_CATALOGUE,
  responseOptionsOf,
  type Item,
  type TemplateDocument,
} from '@fieldbook/domain/templates';
import { useTranslation } from 'react-i18next';
import { IncompleteFrame, type IncompleteMap } from './incomplete-frame';
import { itemLabel } from './item-label';
import { actionTypes } from './rule-capabilities';
import { newAction } from './rule-draft';

interface Props {
  doc: TemplateDocument;
  targets: readonly Item[];
  actions: readonly RuleAction[];
  onChange(actions: RuleAction[]): void;
  /** Unfinished actions to mark, once the author tried to save. */
  incomplete?: IncompleteMap;
}

/**
 * The actions of one branch (then / else): type, target and the type's parameters. A new action applies
 * to nothing until the author picks its item (ADR 191): a guessed question is a trap.
 */
export function ActionListEditor({ doc, targets, actions, onChange, incomplete }: Props) {
  const { t } = useTranslation('template-entities');
  const replace = (id: string, next: RuleAction) => onChange(actions.map((a) => (a.id === id ? next : a)));
  return (
    <Stack gap="xs">
      {actions.map((action) => {
        const target = doc.items.find((item) => item.id === action.target);
        const types = target ? actionTypes(target) : ['show', 'hide'];
        return (
          <IncompleteFrame key={action.id} missing={incomplete?.get(action.id)}>
            <Group gap="xs" align="center" wrap="wrap" data-testid="rule-action">
              <Select
                aria-label={t('rules.actionType')}
                w={210}
                data={types.map((type) => ({ value: type, label: t(`actions.${type}`) }))}
                value={action.type}
                onChange={(type) =>
                  type && replace(action.id, newAction(type as RuleAction['type'], action.target))
                }
              />
              <Select
                aria-label={t('rules.target')}
                w={220}
                searchable
                placeholder={t('rules.chooseTarget')}
                data={targets.map((item) => ({ value: item.id, label: itemLabel(item, t) }))}
                value={action.target || null}
                onChange={(id) => {
                  const next = targets.find((item) => item.id === id);
                  if (!next) return;
                  const type = actionTypes(next).includes(action.type) ? action.type : 'show';
                  replace(action.id, {
                    ...newAction(type, next.id),
                    ...(type === action.type && 'params' in action ? { params: action.params } : {}),
                  } as RuleAction);
                }}
              />
              <ActionParams
                doc={doc}
                action={action}
                target={target}
                onChange={(next) => replace(action.id, next)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('rules.removeAction')}
                onClick={() => onChange(actions.filter((a) => a.id !== action.id))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </IncompleteFrame>
        );
      })}
      <Group>
        <Button size="xs" variant="default" onClick={() => onChange([...actions, newAction('show', '')])}>
          {t('rules.addAction')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The parameters an action type carries (colour, value, score, rating, issue). */
function ActionParams({
  doc,
  action,
  target,
  onChange,
}: {
  doc: TemplateDocument;
  action: RuleAction;
  target: Item | undefined;
  onChange(next: RuleAction): void;
}) {
  const { t } = useTranslation('template-entities');
  switch (action.type) {
    case 'set_color':
      return (
        <>
          <Select
            aria-label={t('rules.color')}
            w={130}
            data={RULE_COLORS.map((color) => ({ value: color, label: t(`colors.${color}`) }))}
            value={action.params.color}
            onChange={(color) =>
              color &&
              onChange({
                ...action,
                params: { ...action.params, color: color as (typeof RULE_COLORS)[number] },
              })
            }
          />
          {action.params.color === 'custom' && (
            <ColorInput
              aria-label={t('rules.customColor')}
              w={140}
              format="hex"
              value={action.params.custom_color ?? ''}
              onChange={(hex) =>
                onChange({ ...action, params: { ...action.params, custom_color: hex || null } })
              }
            />
          )}
        </>
      );
    case 'set_value':
    case 'set_value_not_answered': {
      const options = target ? responseOptionsOf(doc, target) : [];
      if (options.length > 0)
        return (
          <Select
            aria-label={t('rules.setTo')}
            w={180}
            data={options.map((o) => ({ value: o.uuid, label: o.label }))}
            value={typeof action.params.value === 'string' ? action.params.value : null}
            onChange={(value) => onChange({ ...action, params: { value } })}
          />
        );
      if (target && ITEM_CATALOGUE[target.type].category === 'number')
        return (
          <NumberInput
            aria-label={t('rules.setTo')}
            w={140}
            value={typeof action.params.value === 'number' ? action.params.value : ''}
            onChange={(value) =>
              onChange({ ...action, params: { value: typeof value === 'number' ? value : null } })
            }
          />
        );
      return (
        <TextInput
          aria-label={t('rules.setTo')}
          w={180}
          value={typeof action.params.value === 'string' ? action.params.value : ''}
          onChange={(e) => onChange({ ...action, params: { value: e.currentTarget.value } })}
        />
      );
    }
    case 'set_score':
      return (
        <NumberInput
          aria-label={t('rules.score')}
          w={120}
          value={action.params.score}
          onChange={(score) =>
            onChange({ ...action, params: { score: typeof score === 'number' ? score : 0 } })
          }
        />
      );
    case 'set_rating':
      return (
        <NumberInput
          aria-label={t('rules.rating')}
          w={100}
          min={1}
          max={5}
          value={action.params.rating}
          onChange={(rating) =>
            onChange({ ...action, params: { rating: typeof rating === 'number' ? rating : 1 } })
          }
        />
      );
    case 'issue':
      return (
        <Stack gap={4} w="100%">
          <TextInput
            aria-label={t('rules.issueTitle')}
            placeholder={t('rules.issueTitle')}
            value={action.params.title}
            onChange={(e) =>
              onChange({ ...action, params: { ...action.params, title: e.currentTarget.value } })
            }
          />
          <Textarea
            aria-label={t('rules.issueDescription')}
            placeholder={t('rules.issueDescription')}
            value={action.params.description}
            onChange={(e) =>
              onChange({ ...action, params: { ...action.params, description: e.currentTarget.value } })
            }
          />
        </Stack>
      );
    default:
      return null;
  }
}
