import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import accountMail from './account-mail.json' with { type: 'json' };
import checkinMail from './checkin-mail.json' with { type: 'json' };
import type { AccountMailWords, CheckinMailWords, RoundMailVoice } from '../schemas.ts';

/** Password reset and address confirmation (account-mail.json). */
export const ACCOUNT_MAIL: AccountMailWords = accountMail;

/** The email of a round of check-ins (checkin-mail.json). */
export const CHECKIN_MAIL: CheckinMailWords = checkinMail;

export function roundMailWords(tone: Tone, kind: CheckinKind): RoundMailVoice {
  return CHECKIN_MAIL[tone][kind];
}
