import type { Unsubscribed } from '@cakewalk/shared/schemas/channels/mail.ts';
import { readUnsubscribeToken } from '../../auth/unsubscribe-token.ts';
import { turnOffEmailCheckins } from '../../data/checkins/email-choices.ts';
import { Invalid } from '../../domain/errors.ts';

const NOT_A_LINK = 'This unsubscribe link is not valid. Turn check-in emails off from your profile instead.';

/** One-click unsubscribe (RFC 8058): the signed token says whose emails of which kind to turn off. */
export async function unsubscribeEmails(token: string): Promise<Unsubscribed> {
  const unsubscribe = await readUnsubscribeToken(token);
  if (!unsubscribe) throw new Invalid(NOT_A_LINK);
  await turnOffEmailCheckins(unsubscribe.userId, unsubscribe.kind);
  return { ok: true, kind: unsubscribe.kind };
}
