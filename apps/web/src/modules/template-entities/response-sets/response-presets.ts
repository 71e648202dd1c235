import { randomId, type ItemType, type ResponseOption, type ResponseSet } from '@fieldbook/domain/templates';

/** Ready-made answer sets an author starts from; labels come from the UI language when chosen; the negative answer is failed. */
export const RESPONSE_PRESETS = {
  yesNo: [
    { key: 'yes', color: 'green', score: 1 },
    { key: 'no', color: 'red', score: 0, failed: true },
    { key: 'na', color: 'gray' },
  ],
  okNot: [
    { key: 'ok', color: 'green', score: 1 },
    { key: 'notOk', color: 'red', score: 0, failed: true },
    { key: 'na', color: 'gray' },
  ],
  passFail: [
    { key: 'pass', color: 'green', score: 1 },
    { key: 'fail', color: 'red', score: 0, failed: true },
  ],
} as const;
export type ResponsePreset = keyof typeof RESPONSE_PRESETS;

/** The set a new question of a type starts with, so it can be answered at once (ADR 191). */
const STARTING_PRESETS: Partial<Record<ItemType, ResponsePreset>> = {
  yesno: 'yesNo',
  switch: 'yesNo',
  oknot: 'okNot',
};

/** A fresh response set for a new yes/no, switch or OK/not-OK question; undefined for other types. */
export function startingResponseSet(type: ItemType, label: (key: string) => string): ResponseSet | undefined {
  const preset = STARTING_PRESETS[type];
  return preset ? { uuid: randomId(), options: presetOptions(preset, label) } : undefined;
}

/** Colours an answer option may carry (the same names rule colours use, plus neutral grey). */
export const OPTION_COLORS = ['green', 'red', 'yellow', 'blue', 'gray'] as const;

/** Fresh options of a preset, labelled through `label` (the translation function of the modal). */
export function presetOptions(preset: ResponsePreset, label: (key: string) => string): ResponseOption[] {
  return RESPONSE_PRESETS[preset].map((entry) => ({
    uuid: randomId(),
    label: label(entry.key),
    color: entry.color,
    ...('score' in entry ? { score: entry.score } : {}),
    ...('failed' in entry ? { failed: entry.failed } : {}),
  }));
}

/** Which option rows are invalid: blank labels and labels used twice (case-insensitive). */
export function optionProblems(options: readonly ResponseOption[]): Map<string, 'required' | 'unique'> {
  const problems = new Map<string, 'required' | 'unique'>();
  const seen = new Set<string>();
  for (const option of options) {
    const label = option.label.trim().toLowerCase();
    if (!label) problems.set(option.uuid, 'required');
    else if (seen.has(label)) problems.set(option.uuid, 'unique');
    seen.add(label);
  }
  return problems;
}
