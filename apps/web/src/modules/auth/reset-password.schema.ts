import { passwordSchema } from '@fieldbook/domain';
import { z } from 'zod';

/** The reset form: the domain's password rule, typed twice; the token and e-mail come from the link. */
export const newPasswordFormSchema = z
  .object({ new_password: passwordSchema, confirm_password: z.string().min(1) })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: 'common:gen.validations.passwordsMatch',
  });
