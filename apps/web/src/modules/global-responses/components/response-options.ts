import type { GlobalResponse } from '@fieldbook/domain/templates';
import type { GlobalResponseBody } from '../api/global-responses-api';

/** One answer option as the form edits it: label, colour, score and whether choosing it flags the answer. */
export interface OptionDraft {
  uuid: string;
  label: string;
  color: string;
  score: number | '';
  flagged: boolean;
}

/** Colours offered for options (green, red, yellow as the rules use them, then a few more). */
export const OPTION_SWATCHES = ['#2f9e44', '#e03131', '#f08c00', '#1971c2', '#868e96', '#7048e8'];

/** A new blank option with a fresh id. */
export function blankOption(color = OPTION_SWATCHES[0] ?? ''): OptionDraft {
  return { uuid: crypto.randomUUID(), label: '', color, score: '', flagged: false };
}

/** The options a new set starts with: a pass and a fail answer to rename. */
export function starterOptions(): OptionDraft[] {
  return [blankOption(OPTION_SWATCHES[0]), { ...blankOption(OPTION_SWATCHES[1]), flagged: true }];
}

/** The form's options for an existing set; fields it never had come out empty. */
export function draftsOf(set: GlobalResponse): OptionDraft[] {
  return set.options.map((option) => ({
    uuid: option.uuid,
    label: option.label,
    color: option.color ?? '',
    score: option.score ?? '',
    flagged: option['flagged'] === true,
  }));
}

/** The request body for the drafts: empty colour and score are left out rather than sent empty. */
export function bodyOf(title: string, drafts: readonly OptionDraft[]): GlobalResponseBody {
  return {
    title,
    options: drafts.map((draft) => ({
      uuid: draft.uuid,
      label: draft.label,
      flagged: draft.flagged,
      ...(draft.color ? { color: draft.color } : {}),
      ...(draft.score === '' ? {} : { score: draft.score }),
    })),
  };
}
