import {
  apiMessageSchema,
  forgetPasswordRequestSchema,
  login2faRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  resend2faRequestSchema,
  resend2faResponseSchema,
  resetPasswordRequestSchema,
  unlockSignInRequestSchema,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { login, loginTwoFactor, maskEmail, resendTwoFactor } from './login.service';
import { forgetPassword, register, resetPassword } from './password.service';
import { unlockWithLink } from './unlock.service';

/** Sign-in calls made before a session exists (spec §7 Auth). */
export const authRoutes = [
  defineRoute({
    method: 'POST',
    url: '/login',
    summary: 'Password step of sign-in; answers the user or the two-factor step',
    auth: false,
    body: loginRequestSchema,
    response: loginResponseSchema,
    handler: ({ deps, request, reply, body }) => login(deps, request, reply, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/login-2fa',
    summary: 'Two-factor step of sign-in with the e-mailed 6-digit code',
    auth: false,
    body: login2faRequestSchema,
    response: loginResponseSchema,
    handler: ({ deps, request, reply, body }) => loginTwoFactor(deps, request, reply, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/resend-2fa',
    summary: 'Sends a new two-factor code for a pending sign-in',
    auth: false,
    body: resend2faRequestSchema,
    response: resend2faResponseSchema,
    handler: async ({ deps, body, lang }) => {
      const step = await resendTwoFactor(deps, body.email);
      return { ...step, message: translate(lang, 'auth.code_sent', { email: maskEmail(body.email) }) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/register',
    summary: 'Creates an account and its first workspace; e-mails a link to set the password',
    auth: false,
    body: registerRequestSchema,
    response: apiMessageSchema,
    handler: async ({ deps, request, lang, body }) => {
      await register(deps, request, lang, body);
      return { message: translate(lang, 'auth.registered') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/forget-password',
    summary: 'E-mails a password reset link (same answer whether or not the account exists)',
    auth: false,
    body: forgetPasswordRequestSchema,
    response: apiMessageSchema,
    handler: async ({ deps, request, lang, body }) => {
      await forgetPassword(deps, request, body.email);
      return { message: translate(lang, 'auth.reset_link_sent') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/reset-password',
    summary: 'Sets a password from an e-mailed one-time token (sent as current_password)',
    auth: false,
    body: resetPasswordRequestSchema,
    response: apiMessageSchema,
    handler: async ({ deps, request, lang, body }) => {
      await resetPassword(deps, request, body);
      return { message: translate(lang, 'auth.password_set') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/unlock-sign-in',
    summary: 'Lifts the sign-in ceiling of an account with the link mailed to its owner',
    auth: false,
    body: unlockSignInRequestSchema,
    response: apiMessageSchema,
    handler: async ({ deps, lang, body }) => {
      await unlockWithLink(deps, body);
      return { message: translate(lang, 'auth.sign_in_unlocked') };
    },
  }),
];
