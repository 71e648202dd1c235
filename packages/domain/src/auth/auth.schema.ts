import { z } from 'zod';
import { languageSchema } from '../common/languages';
import { abilityRuleSchema } from '../permissions/ability';
import { featureKeySchema, planKeySchema } from '../plans/plans';

/** Letters (any script), spaces, hyphens and apostrophes: the spec's person-name rule. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\p{L}][\p{L} '\u2019-]*$/u, 'gen.validations.person_name');
/** Letters, digits and _ - . @ # $ only (spec §5). */
export const nickNameSchema = z
  .string()
  .trim()
  .max(50)
  .regex(/^[A-Za-z0-9_.@#$-]*$/, 'gen.validations.nick_name');
export const emailSchema = z.string().trim().toLowerCase().email().max(254);
/** At least 8 characters with a letter and a digit. */
export const passwordSchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/[A-Za-z]/, 'gen.validations.password')
  .regex(/[0-9]/, 'gen.validations.password');
export const userStatusSchema = z.enum(['invited', 'active', 'deactivated', 'disabled', 'inactive']);

export const loginRequestSchema = z.object({ email: emailSchema, password: z.string().min(1).max(128) });
export const login2faRequestSchema = z.object({
  email: emailSchema,
  code: z.string().regex(/^\d{6}$/, 'gen.validations.two_factor_code'),
});
export const resend2faRequestSchema = z.object({ email: emailSchema });
/** The owner's answer to the mailed unlock link after too many failed sign-ins (ADR 189). */
export const unlockSignInRequestSchema = z.object({ email: emailSchema, token: z.string().min(1).max(256) });
export const registerRequestSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  email: emailSchema,
});
export const forgetPasswordRequestSchema = z.object({ email: emailSchema });
/** Reset and first-password links carry a one-time token, sent as current_password (the spec's field). */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  current_password: z.string().min(1).max(256),
  new_password: passwordSchema,
});
export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1).max(128),
  new_password: passwordSchema,
});

/** The signed-in user as answered by /user/auth and inside the login response. */
export const authUserSchema = z.object({
  id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  nick_name: z.string().nullable(),
  full_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
  gender: z.string().nullable(),
  birth_date: z.string().nullable(),
  locale: languageSchema,
  tz_code: z.string(),
  status: userStatusSchema,
  roles: z.array(z.object({ id: z.string().uuid(), name_lang: z.string() })),
  groups: z.array(z.object({ id: z.string().uuid(), name_lang: z.string() })),
  abilities: z.array(abilityRuleSchema),
  workspace: z.object({
    id: z.string().uuid(),
    name: z.string(),
    plan: planKeySchema,
    trial_ends_at: z.string().nullable(),
    features: z.record(featureKeySchema, z.boolean()),
  }),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Answer of POST /login and /login-2fa: a user when signed in, or the next step to take. */
export const loginResponseSchema = z.object({
  user: authUserSchema.nullable(),
  next_step_code: z.enum(['USR_2FA', 'AUTH_SSO_REQUIRED']).nullable(),
  username: z.string().nullable(),
  code_sent_to: z.string().nullable(),
  sent_to_method: z.enum(['email']).nullable(),
  expired_after: z.number().nullable(),
  id: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Whether the runtime knows an IANA timezone name (same answer in Node and browsers). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
/** An IANA timezone name such as Europe/Berlin (the spec's tz_code). */
export const timeZoneSchema = z.string().min(1).max(64).refine(isTimeZone, 'gen.validations.timezone');

export const genderSchema = z.enum(['male', 'female', 'other']);
/** Editable profile parts; change-basic-info takes basic and general info together. */
export const basicInfoSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  nick_name: nickNameSchema.nullable(),
  email: z.string(),
});
export const generalInfoSchema = z.object({
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{4,20}$/, 'gen.validations.phone')
    .nullable(),
  gender: genderSchema.nullable(),
  birth_date: z.iso.date().nullable(),
});
export const preferenceInfoSchema = z.object({
  locale: languageSchema,
  tz_code: timeZoneSchema,
  two_factor_enabled: z.boolean(),
});
/** Answer of GET my-profile; stored values are answered as they are (input rules apply to changes only). */
export const myProfileResponseSchema = z.object({
  basic_info: z.object({
    first_name: z.string(),
    last_name: z.string(),
    nick_name: z.string().nullable(),
    email: z.string(),
  }),
  general_info: z.object({
    mobile: z.string().nullable(),
    gender: genderSchema.nullable(),
    birth_date: z.string().nullable(),
  }),
  preference_info: z.object({ locale: languageSchema, tz_code: z.string(), two_factor_enabled: z.boolean() }),
});
export type MyProfile = z.infer<typeof myProfileResponseSchema>;
export const changeBasicInfoRequestSchema = basicInfoSchema
  .omit({ email: true })
  .extend(generalInfoSchema.shape);
export const changePreferenceInfoRequestSchema = preferenceInfoSchema;

/** Answer of profile changes: a success message plus the profile as now stored. */
export const profileUpdateResponseSchema = z.object({ message: z.string(), data: myProfileResponseSchema });

/** Answer of POST /resend-2fa: the same second step as the login answer, with a message for the toast. */
export const resend2faResponseSchema = loginResponseSchema.extend({ message: z.string() });
