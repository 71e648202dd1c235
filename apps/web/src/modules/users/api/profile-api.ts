import type {
  changeBasicInfoRequestSchema,
  changePasswordRequestSchema,
  changePreferenceInfoRequestSchema,
} from '@fieldbook/domain';
import {
  apiMessageSchema,
  myProfileResponseSchema,
  profileUpdateResponseSchema,
  type MyProfile,
} from '@fieldbook/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { z } from 'zod';
import { api } from '../../../shared/api/client';
import { AUTH_QUERY_KEY } from '../../../shared/session/auth-key';

/** GET /user/account/my-profile: basic, general and preference info. */
export const myProfileQuery = queryOptions({
  queryKey: ['account', 'my-profile'],
  queryFn: () => api.get('/user/account/my-profile', { schema: myProfileResponseSchema }),
});

function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myProfileQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY }),
    ]);
}

/** POST /user/account/change-basic-info (names, nickname, mobile, gender, birth date together). */
export function useChangeBasicInfo() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (body: z.input<typeof changeBasicInfoRequestSchema>) =>
      api.post('/user/account/change-basic-info', body, { schema: profileUpdateResponseSchema }),
    onSuccess: refresh,
  });
}

/** POST /user/account/change-preference-info; the interface follows the saved language. */
export function useChangePreferences() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (body: z.input<typeof changePreferenceInfoRequestSchema>) =>
      api.post('/user/account/change-preference-info', body, { schema: profileUpdateResponseSchema }),
    onSuccess: async (_answer, body) => {
      await i18next.changeLanguage(body.locale);
      await refresh();
    },
  });
}

/** POST /user/account/change-password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof changePasswordRequestSchema>) =>
      api.post('/user/account/change-password', body, { schema: apiMessageSchema }),
  });
}

/** The change-basic-info body from the stored profile, so each card can save its own part. */
export function basicInfoBody(profile: MyProfile): z.input<typeof changeBasicInfoRequestSchema> {
  const { first_name, last_name, nick_name } = profile.basic_info;
  return { first_name, last_name, nick_name, ...profile.general_info };
}
