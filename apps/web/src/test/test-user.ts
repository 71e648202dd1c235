import { abilityRulesFor, FEATURE_KEYS, type AuthUser, type PermissionCode } from '@fieldbook/domain';

/** A signed-in user as GET /user/auth answers it, holding the given permission codes and plan features (no others). */
export function testUser(
  codes: PermissionCode[],
  features: Partial<AuthUser['workspace']['features']> = {},
): AuthUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    first_name: 'Ada',
    last_name: 'Admin',
    nick_name: null,
    full_name: 'Ada Admin',
    email: 'ada@example.com',
    mobile: null,
    avatar: null,
    gender: null,
    birth_date: null,
    locale: 'en',
    tz_code: 'UTC',
    status: 'active',
    roles: [],
    groups: [],
    abilities: abilityRulesFor(codes),
    workspace: {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Demo',
      plan: 'free',
      trial_ends_at: null,
      features: {
        ...Object.fromEntries(FEATURE_KEYS.map((key) => [key, false])),
        ...features,
      } as AuthUser['workspace']['features'],
    },
  };
}
