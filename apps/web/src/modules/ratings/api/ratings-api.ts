import { ratingSettingsResponseSchema } from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

const RATINGS_URL = '/checklist/settings/ratings';
const RATINGS_KEY = ['rating-settings'] as const;

/** The workspace's rating scale (spec §7 GET /checklist/settings/ratings {preferred_lang}). */
export function useRatingSettings(language: string) {
  return useQuery({
    queryKey: [...RATINGS_KEY, language],
    queryFn: () =>
      api
        .get(RATINGS_URL, {
          query: { preferred_lang: language },
          schema: ratingSettingsResponseSchema,
          silent: true,
        })
        .then((answer) => answer.data),
  });
}

/** Saves the whole scale as multipart (icons[n], rating as JSON, order as JSON) and reloads it. */
export function useSaveRatingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post(RATINGS_URL, form, { schema: ratingSettingsResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: RATINGS_KEY }),
  });
}
