import { eq, sql } from 'drizzle-orm';
import {
  abilityRulesFor,
  planFeatures,
  type AuthUser,
  type Language,
  type MyProfile,
} from '@fieldbook/domain';
import { users } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import type { RequestAccess } from '../../platform/auth/access';
import type { UserRow } from '../../platform/auth/session';
import { errors } from '../../platform/errors/app-error';

/** Finds a user by e-mail, case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

/** Reads a user by id. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

function language(value: string): Language {
  return value === 'de' || value === 'fr' ? value : 'en';
}

/** The one mapper from a user row plus access to the /user/auth answer (abilities, workspace, plan features). */
export function toAuthUser(user: UserRow, access: RequestAccess): AuthUser {
  if (!access.org || !access.plan) throw errors.workspaceNotFound();
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    nick_name: user.nickName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    mobile: user.mobile,
    avatar: user.avatar,
    gender: user.gender,
    birth_date: user.birthDate,
    locale: language(user.locale),
    tz_code: user.tzCode,
    status: user.status as AuthUser['status'],
    roles: access.roles,
    groups: access.groups,
    abilities: abilityRulesFor(access.permissions),
    workspace: {
      id: access.org.id,
      name: access.org.name,
      plan: access.org.plan,
      trial_ends_at: access.org.trialEndsAt?.toISOString() ?? null,
      features: planFeatures(access.plan),
    },
  };
}

/** The one mapper from a user row to the account-settings profile. */
export function toProfile(user: UserRow): MyProfile {
  return {
    basic_info: {
      first_name: user.firstName,
      last_name: user.lastName,
      nick_name: user.nickName,
      email: user.email,
    },
    general_info: {
      mobile: user.mobile,
      gender: (user.gender as MyProfile['general_info']['gender']) ?? null,
      birth_date: user.birthDate,
    },
    preference_info: {
      locale: language(user.locale),
      tz_code: user.tzCode,
      two_factor_enabled: user.twoFactorEnabled,
    },
  };
}
