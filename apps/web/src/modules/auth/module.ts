import { defineModule } from '../../app/module-types';

/** Sign-in pages: only for signed-out visitors (spec route table), all in the blank layout. */
export const authModule = defineModule({
  name: 'auth',
  routes: [
    {
      path: '/login',
      page: () => import('./pages/login-page').then((m) => m.LoginPage),
      permission: 'general',
      layout: 'blank',
      access: 'publicOnly',
      titleKey: 'auth:login.title',
    },
    {
      path: '/2fa/:email',
      page: () => import('./pages/two-factor-page').then((m) => m.TwoFactorPage),
      permission: 'general',
      layout: 'blank',
      access: 'publicOnly',
      titleKey: 'auth:twoFactor.title',
    },
    {
      path: '/register',
      page: () => import('./pages/register-page').then((m) => m.RegisterPage),
      permission: 'general',
      layout: 'blank',
      access: 'publicOnly',
      titleKey: 'auth:register.title',
    },
    {
      path: '/forgot-password',
      page: () => import('./pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
      permission: 'general',
      layout: 'blank',
      access: 'publicOnly',
      titleKey: 'auth:forgot.title',
    },
    {
      path: '/reset-password/:email',
      page: () => import('./pages/reset-password-page').then((m) => m.ResetPasswordPage),
      permission: 'general',
      layout: 'blank',
      access: 'publicOnly',
      titleKey: 'auth:reset.title',
    },
  ],
});
