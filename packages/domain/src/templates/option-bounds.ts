import type { ItemType } from './item-types';

/** Why a numeric setting of an item cannot work: a negative count, crossed bounds, a default outside them. */
export type OptionBoundCode = 'not_negative' | 'min_above_max' | 'default_out_of_bounds';

/** One impossible numeric setting, on the option the inspector marks. */
export interface OptionBoundProblem {
  option: string;
  code: OptionBoundCode;
  params?: Record<string, number>;
}

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Spec §3: a number question's min/max act as bounds only when above 0. */
const activeBound = (value: unknown): number | undefined => {
  const n = num(value);
  return n !== undefined && n > 0 ? n : undefined;
};

function crossed(min: number | undefined, max: number | undefined, strict: boolean): OptionBoundProblem[] {
  if (min === undefined || max === undefined || (strict ? min < max : min <= max)) return [];
  const params = { min, max };
  return [
    { option: 'min', code: 'min_above_max', params },
    { option: 'max', code: 'min_above_max', params },
  ];
}

function numberProblems(options: Record<string, unknown>): OptionBoundProblem[] {
  const problems: OptionBoundProblem[] = [];
  const decimal = num(options.decimal);
  if (decimal !== undefined && (decimal < 0 || !Number.isInteger(decimal)))
    problems.push({ option: 'decimal', code: 'not_negative' });
  const min = activeBound(options.min);
  const max = activeBound(options.max);
  problems.push(...crossed(min, max, false));
  const value = num(options.default_value);
  if (value !== undefined && ((min !== undefined && value < min) || (max !== undefined && value > max)))
    problems.push({ option: 'default_value', code: 'default_out_of_bounds' });
  return problems;
}

/**
 * Numeric settings that make a question impossible to answer as meant (issue 18 §3): negative decimal
 * places, a minimum above the maximum (a slider needs min below max), a number default outside its
 * bounds. The inspector marks them on the field; publishing refuses them (ADR 191).
 */
export function optionBoundProblems(item: {
  type: ItemType;
  options: Record<string, unknown>;
}): OptionBoundProblem[] {
  if (item.type === 'number') return numberProblems(item.options);
  if (item.type === 'slider') return crossed(num(item.options.min), num(item.options.max), true);
  return [];
}
