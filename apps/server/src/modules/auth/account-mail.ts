import type { Language } from '@fieldbook/domain';
import type { UserRow } from '../../platform/auth/session';
import type { AppDeps } from '../../platform/deps';
import { translate, type MessageParams } from '../../platform/i18n/i18n';

/** The account mails: each has `mail.<kind>.subject` and `mail.<kind>.body` in every server catalogue. */
export type AccountMail = 'reset' | 'two_factor' | 'unlock' | 'register_attempt';

/** Mails an account's owner in their language, filed under their current workspace (ADR 187); `name` is filled in. */
export async function mailAccountOwner(
  deps: AppDeps,
  user: UserRow,
  kind: AccountMail,
  params: MessageParams,
): Promise<void> {
  const lang: Language = user.locale === 'de' || user.locale === 'fr' ? user.locale : 'en';
  await deps.mailer.send({
    workspaceId: user.lastOrgId,
    to: user.email,
    subject: translate(lang, `mail.${kind}.subject`),
    text: translate(lang, `mail.${kind}.body`, { name: user.firstName, ...params }),
  });
}
