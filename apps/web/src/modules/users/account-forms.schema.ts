import { basicInfoSchema, changePasswordRequestSchema, generalInfoSchema } from '@fieldbook/domain';
import { z } from 'zod';

const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema);

/** Basic info as edited: the domain rules, the e-mail shown but not sent. */
export const basicInfoFormSchema = basicInfoSchema.omit({ email: true });

/** General info as edited: empty inputs mean "not given" (null), as the domain schema expects. */
export const generalInfoFormSchema = z.object({
  mobile: emptyToNull(generalInfoSchema.shape.mobile),
  gender: emptyToNull(generalInfoSchema.shape.gender),
  birth_date: emptyToNull(generalInfoSchema.shape.birth_date),
});

/** Change password: the domain request plus a confirmation that must match. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirm_password: z.string().min(1) })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: 'common:gen.validations.passwordsMatch',
  });
