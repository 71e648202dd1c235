import {
  ActionIcon,
  Button,
  ColorSwatch,
  Group,
  NumberInput,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconFlag, IconTrash } from '@tabler/icons-react';
import {
  attachGlobalResponseSet,
  attachResponseSet,
  randomId,
  type ResponseOption,
  type TemplateDocument,
} from '@fieldbook/domain/templates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityModalProps } from '../entity-modal-props';
import { ModalFooter } from '../modal-footer';
import { globalResponseSetsQuery } from './global-response-sets';
import {
  OPTION_COLORS,
  optionProblems,
  presetOptions,
  RESPONSE_PRESETS,
  type ResponsePreset,
} from './response-presets';
import { EntityModalFrame } from '../entity-modal-frame';
import { useEntityCommit } from '../use-entity-commit';

function currentSet(doc: TemplateDocument, itemId: string) {
  const id = doc.items.find((item) => item.id === itemId)?.options.response_set_id;
  if (typeof id !== 'string') return { uuid: null, options: [] as ResponseOption[], global: false };
  const own = doc.response_sets.find((set) => set.uuid === id);
  if (own) return { uuid: own.uuid, options: [...own.options], global: false };
  const global = doc.global_responses.find((set) => set.uuid === id);
  return { uuid: global?.uuid ?? null, options: global ? [...global.options] : [], global: Boolean(global) };
}

/**
 * The answer options of a choice question (spec "response sets and global responses"): edit its own
 * options with colours, scores and the failed flag, start from a preset, or use one of the workspace's global sets.
 */
export function ResponseSetModal({ doc, itemId, onClose, apply }: EntityModalProps) {
  const { t } = useTranslation('template-entities');
  const initial = currentSet(doc, itemId);
  const [tab, setTab] = useState<string | null>(initial.global ? 'global' : 'own');
  const [options, setOptions] = useState<ResponseOption[]>(initial.global ? [] : initial.options);
  const [globalId, setGlobalId] = useState<string | null>(initial.global ? initial.uuid : null);
  const { refused, commit } = useEntityCommit({ apply, onClose });
  const [touched, setTouched] = useState(false);
  const globals = useQuery({ ...globalResponseSetsQuery, enabled: tab === 'global' });
  const problems = optionProblems(options);
  const chosenGlobal = globals.data?.list.find((set) => set.uuid === globalId);

  const update = (uuid: string, patch: Partial<ResponseOption>) =>
    setOptions((list) => list.map((o) => (o.uuid === uuid ? { ...o, ...patch } : o)));
  const moveBy = (index: number, delta: number) =>
    setOptions((list) => {
      const next = [...list];
      const [moved] = next.splice(index, 1);
      next.splice(index + delta, 0, moved!);
      return next;
    });

  const save = () => {
    setTouched(true);
    if (tab === 'global') {
      if (!chosenGlobal) return;
      commit((d) =>
        attachGlobalResponseSet(d, itemId, { uuid: chosenGlobal.uuid, options: chosenGlobal.options }),
      );
    } else {
      if (options.length < 2 || problems.size > 0) return;
      const uuid = initial.global || !initial.uuid ? randomId() : initial.uuid;
      commit((d) => attachResponseSet(d, itemId, { uuid, options }));
    }
  };

  return (
    <EntityModalFrame title={t('responses.title')} size="xl" onClose={onClose}>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="own">{t('responses.own')}</Tabs.Tab>
          <Tabs.Tab value="global">{t('responses.global')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="own" pt="md">
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm">{t('responses.presets')}</Text>
              {(Object.keys(RESPONSE_PRESETS) as ResponsePreset[]).map((preset) => (
                <Button
                  key={preset}
                  size="xs"
                  variant="light"
                  onClick={() => setOptions(presetOptions(preset, (key) => t(`responses.labels.${key}`)))}
                >
                  {t(`responses.preset.${preset}`)}
                </Button>
              ))}
            </Group>
            {options.map((option, index) => {
              const problem = problems.get(option.uuid);
              return (
                <Group
                  key={option.uuid}
                  gap="xs"
                  align="flex-start"
                  wrap="nowrap"
                  data-testid="response-option"
                >
                  <TextInput
                    flex={1}
                    label={t('responses.label', { index: index + 1 })}
                    value={option.label}
                    error={touched && problem ? t(`responses.${problem}`) : undefined}
                    onChange={(e) => update(option.uuid, { label: e.currentTarget.value })}
                  />
                  <Select
                    w={130}
                    label={t('responses.color')}
                    data={OPTION_COLORS.map((color) => ({ value: color, label: t(`colors.${color}`) }))}
                    value={option.color ?? null}
                    clearable
                    leftSection={
                      option.color ? (
                        <ColorSwatch size={14} color={`var(--mantine-color-${option.color}-6)`} />
                      ) : null
                    }
                    onChange={(color) => update(option.uuid, { color: color ?? undefined })}
                  />
                  <NumberInput
                    w={100}
                    label={t('responses.score')}
                    value={option.score ?? ''}
                    onChange={(score) =>
                      update(option.uuid, { score: typeof score === 'number' ? score : undefined })
                    }
                  />
                  <Group gap={2} mt={24} wrap="nowrap">
                    <ActionIcon
                      variant={option.failed ? 'filled' : 'subtle'}
                      color={option.failed ? 'red' : 'gray'}
                      aria-label={t('responses.failed')}
                      aria-pressed={option.failed === true}
                      title={t('responses.failed')}
                      onClick={() => update(option.uuid, { failed: option.failed ? undefined : true })}
                    >
                      <IconFlag size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('responses.up')}
                      disabled={index === 0}
                      onClick={() => moveBy(index, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('responses.down')}
                      disabled={index === options.length - 1}
                      onClick={() => moveBy(index, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('responses.remove')}
                      onClick={() => setOptions((list) => list.filter((o) => o.uuid !== option.uuid))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              );
            })}
            <Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => setOptions((list) => [...list, { uuid: randomId(), label: '' }])}
              >
                {t('responses.add')}
              </Button>
            </Group>
            {touched && options.length < 2 && (
              <Text size="sm" c="red">
                {t('responses.atLeastTwo')}
              </Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="global" pt="md">
          <Stack gap="xs">
            <Select
              label={t('responses.globalSet')}
              placeholder={globals.isLoading ? t('loading') : t('responses.pickGlobal')}
              data={(globals.data?.list ?? []).map((set) => ({ value: set.uuid, label: set.title }))}
              value={globalId}
              onChange={setGlobalId}
              searchable
              nothingFoundMessage={t('responses.noGlobal')}
            />
            {chosenGlobal && (
              <Group gap="xs">
                {chosenGlobal.options.map((option) => (
                  <Text
                    key={option.uuid}
                    size="sm"
                    px="xs"
                    bd="1px solid var(--mantine-color-default-border)"
                  >
                    {option.label}
                  </Text>
                ))}
              </Group>
            )}
            {touched && !chosenGlobal && (
              <Text size="sm" c="red">
                {t('responses.pickGlobal')}
              </Text>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <ModalFooter refused={refused} onCancel={onClose} onSave={save} saveTestId="response-set-save" />
    </EntityModalFrame>
  );
}
