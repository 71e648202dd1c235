import {
  apiMessageSchema,
  authUserSchema,
  changeBasicInfoRequestSchema,
  changePasswordRequestSchema,
  changePreferenceInfoRequestSchema,
  myProfileResponseSchema,
  profileUpdateResponseSchema,
} from '@fieldbook/domain';
import { endSession } from '../../platform/auth/session';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { recordSessionEvent } from '../activity-log/session-events';
import { updateProfile } from './account.service';
import { changePassword } from './password.service';
import { toAuthUser, toProfile } from './users.repo';

/** Calls of a signed-in user about themselves (spec §7: /user/auth up to my-profile). */
export const accountRoutes = [
  defineRoute({
    method: 'GET',
    url: '/user/auth',
    summary: 'The signed-in user with abilities and the current workspace (plan features)',
    response: authUserSchema,
    handler: async ({ access }) => toAuthUser(access.session.user, access),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/logout',
    summary: 'Ends the session',
    workspace: false,
    response: apiMessageSchema,
    handler: async ({ deps, request, reply, lang, access }) => {
      const who = { userId: access.session.user.id, orgId: access.org?.id ?? null };
      await recordSessionEvent(deps.db, request, who, 'user.signed_out');
      await endSession(deps.db, request, reply, deps.config.secureCookies);
      return { message: translate(lang, 'auth.logged_out') };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/user/account/my-profile',
    summary: 'Basic, general and preference info of the signed-in user',
    workspace: false,
    response: myProfileResponseSchema,
    handler: async ({ access }) => toProfile(access.session.user),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/account/change-basic-info',
    summary: 'Changes names, nickname, mobile, gender and birth date',
    workspace: false,
    body: changeBasicInfoRequestSchema,
    response: profileUpdateResponseSchema,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'account.basic_info_saved'),
      data: await updateProfile(deps.db, actor, 'user.basic_info_changed', {
        firstName: body.first_name,
        lastName: body.last_name,
        nickName: body.nick_name || null,
        mobile: body.mobile || null,
        gender: body.gender,
        birthDate: body.birth_date,
      }),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/account/change-preference-info',
    summary: 'Changes language, timezone and two-factor sign-in',
    workspace: false,
    body: changePreferenceInfoRequestSchema,
    response: profileUpdateResponseSchema,
    handler: async ({ deps, actor, body }) => ({
      message: translate(body.locale, 'account.preferences_saved'),
      data: await updateProfile(deps.db, actor, 'user.preferences_changed', {
        locale: body.locale,
        tzCode: body.tz_code,
        twoFactorEnabled: body.two_factor_enabled,
      }),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/account/change-password',
    summary: 'Changes the password (other sessions end)',
    workspace: false,
    body: changePasswordRequestSchema,
    response: apiMessageSchema,
    handler: async ({ deps, actor, access, lang, body }) => {
      await changePassword(deps, actor, access.session.id, access.session.user, body);
      return { message: translate(lang, 'auth.password_changed') };
    },
  }),
];
