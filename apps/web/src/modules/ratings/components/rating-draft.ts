import {
  LANGUAGES,
  ratingIconField,
  type Language,
  type RatingLevelInput,
  type RatingSettings,
} from '@fieldbook/domain';

/** One level while the settings form edits it: the stored icon URL, a chosen new file, or a removal. */
export interface RatingDraft {
  value: number;
  labels: Record<Language, string>;
  color: string;
  iconUrl: string | null;
  file: File | null;
  removeIcon: boolean;
}

/** The form's levels, in display order, from the settings the server answered. */
export function draftsFrom(settings: RatingSettings): RatingDraft[] {
  return settings.rating.map((level) => ({
    value: level.value,
    labels: Object.fromEntries(LANGUAGES.map((lang) => [lang, level.labels[lang] ?? ''])) as Record<
      Language,
      string
    >,
    color: level.color ?? '',
    iconUrl: settings.icons[String(level.value)] ?? null,
    file: null,
    removeIcon: false,
  }));
}

/** The multipart body of POST /checklist/settings/ratings: rating and order as JSON, then each new icon. */
export function ratingFormData(drafts: readonly RatingDraft[]): FormData {
  const rating: RatingLevelInput[] = drafts.map((draft) => ({
    value: draft.value,
    labels: Object.fromEntries(
      LANGUAGES.flatMap((lang) => (draft.labels[lang].trim() ? [[lang, draft.labels[lang].trim()]] : [])),
    ),
    color: draft.color || null,
    remove_icon: draft.removeIcon && !draft.file,
  }));
  const form = new FormData();
  form.append('rating', JSON.stringify(rating));
  form.append('order', JSON.stringify(drafts.map((draft) => draft.value)));
  drafts.forEach((draft) => {
    if (draft.file) form.append(ratingIconField(draft.value), draft.file);
  });
  return form;
}
