import { CUSTOM_FIELD_LIMITS } from './field-types';
import type { DecimalConfig } from './custom-field.schema';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** Choices of the max_digits select (spec §5: offered 1 to 16). */
export const MAX_DIGITS_OPTIONS: readonly number[] = range(
  CUSTOM_FIELD_LIMITS.maxDigitsMin,
  CUSTOM_FIELD_LIMITS.maxDigitsMax,
);

/** Choices of the decimals select: 0 to 9 and below max_digits (spec §5); all of 0–9 while max_digits is empty. */
export function decimalsOptions(maxDigits: number | null): number[] {
  const upper =
    maxDigits === null
      ? CUSTOM_FIELD_LIMITS.decimalsMax
      : Math.min(CUSTOM_FIELD_LIMITS.decimalsMax, maxDigits - 1);
  return range(CUSTOM_FIELD_LIMITS.decimalsMin, upper);
}

/** Applies a new max_digits; decimals resets to 0 when max_digits falls to or below it (spec §5). */
export function changeMaxDigits(config: DecimalConfig, maxDigits: number | null): DecimalConfig {
  const resets = maxDigits !== null && config.decimals !== null && maxDigits <= config.decimals;
  return { max_digits: maxDigits, decimals: resets ? 0 : config.decimals };
}

/** Starting precision of a new decimal field (ADR 100), so the modal opens with valid values. */
export const DEFAULT_DECIMAL_CONFIG: DecimalConfig = { max_digits: 10, decimals: 2 };
