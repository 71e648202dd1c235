import { z } from 'zod';
import { emailSchema } from '../auth/auth.schema';

/** At most this many addresses per "Send by e-mail" (one mail each). */
export const REPORT_EMAIL_MAX_RECIPIENTS = 10;

/** Body of POST /inspections/{id}/pdf/email: who receives the report's PDF, and an optional note (ADR 206). */
export const reportEmailRequestSchema = z.object({
  recipients: z
    .array(emailSchema)
    .min(1)
    .max(REPORT_EMAIL_MAX_RECIPIENTS)
    .transform((list) => [...new Set(list)]),
  message: z.string().trim().max(2000).default(''),
});
export type ReportEmailRequest = z.input<typeof reportEmailRequestSchema>;
export type ReportEmailBody = z.output<typeof reportEmailRequestSchema>;

/** Splits what a person typed (commas, semicolons, spaces or lines) into addresses, without empty entries. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** What is wrong with typed recipients, or the addresses to send to (the dialog's check before it sends). */
export type RecipientsCheck =
  | { ok: true; recipients: string[] }
  | { ok: false; error: 'required' | 'tooMany' }
  | { ok: false; error: 'invalid'; invalid: string[] };

/** Checks recipients as the server will: at least one, valid addresses, at most REPORT_EMAIL_MAX_RECIPIENTS. */
export function checkRecipients(text: string): RecipientsCheck {
  const typed = splitRecipients(text);
  if (typed.length === 0) return { ok: false, error: 'required' };
  const invalid = typed.filter((address) => !emailSchema.safeParse(address).success);
  if (invalid.length > 0) return { ok: false, error: 'invalid', invalid };
  const recipients = [...new Set(typed.map((address) => address.toLowerCase()))];
  if (recipients.length > REPORT_EMAIL_MAX_RECIPIENTS) return { ok: false, error: 'tooMany' };
  return { ok: true, recipients };
}
