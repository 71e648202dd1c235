import {
  apiMessageSchema,
  loginResponseSchema,
  resend2faResponseSchema,
  type AuthUser,
  type LoginResponse,
} from '@fieldbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  forgetPasswordRequestSchema,
  login2faRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  unlockSignInRequestSchema,
} from '@fieldbook/domain';
import i18next from 'i18next';
import { api } from '../../../shared/api/client';
import { AUTH_QUERY_KEY } from '../../../shared/session/auth-key';

/** Stores the signed-in user and switches to their language; the public-only guard then moves on. */
function useSignIn() {
  const queryClient = useQueryClient();
  return (user: AuthUser) => {
    void i18next.changeLanguage(user.locale);
    queryClient.setQueryData(AUTH_QUERY_KEY, user);
  };
}

/** POST /login; errors stay with the form (spec §8 "login errors are passed to the caller"). */
export function useLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (body: z.input<typeof loginRequestSchema>) =>
      api.post('/login', body, { schema: loginResponseSchema, quietErrors: true }),
    onSuccess: (answer: LoginResponse) => {
      if (answer.user) signIn(answer.user);
    },
  });
}

/** POST /login-2fa with the 6-digit code. */
export function useLoginTwoFactor() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (body: z.input<typeof login2faRequestSchema>) =>
      api.post('/login-2fa', body, { schema: loginResponseSchema, quietErrors: true }),
    onSuccess: (answer: LoginResponse) => {
      if (answer.user) signIn(answer.user);
    },
  });
}

/** POST /resend-2fa: a fresh code; errors are passed to the caller. */
export function useResendTwoFactor() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/resend-2fa', { email }, { schema: resend2faResponseSchema, quietErrors: true }),
  });
}

/** POST /register: creates the account and e-mails a link to set the password. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: z.input<typeof registerRequestSchema>) =>
      api.post('/register', body, { schema: apiMessageSchema }),
  });
}

/** POST /forget-password: e-mails a reset link. */
export function useForgetPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof forgetPasswordRequestSchema>) =>
      api.post('/forget-password', body, { schema: apiMessageSchema }),
  });
}

/** POST /reset-password with the link's one-time token as current_password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof resetPasswordRequestSchema>) =>
      api.post('/reset-password', body, { schema: apiMessageSchema }),
  });
}

/** POST /unlock-sign-in with the token of the mailed unlock link (ADR 189); the page shows the answer itself. */
export function useUnlockSignIn() {
  return useMutation({
    mutationFn: (body: z.input<typeof unlockSignInRequestSchema>) =>
      api.post('/unlock-sign-in', body, { schema: apiMessageSchema, silent: true }),
  });
}
