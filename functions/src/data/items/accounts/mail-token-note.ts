import { itemKind, userPk, type Key } from '../item-kind.ts';
import type { MailTokenPurpose } from './mail-token.ts';

/** The user's note of an emailed link they asked for, so a deletion can end it at once. */
export const MAIL_TOKEN_NOTE_PREFIX = 'MAILTOKEN#';
export const userMailTokenKey = (userId: string, tokenHash: string, purpose: MailTokenPurpose): Key =>
  ({ pk: userPk(userId), sk: `${MAIL_TOKEN_NOTE_PREFIX}${purpose}#${tokenHash}` });

export const mailTokenNoteKind = /* @__PURE__ */ itemKind({
  name: 'mail token note',
  shapes: [{ pk: 'USER#<uid>', sk: 'MAILTOKEN#<purpose>#<token hash>', about: 'a note of an emailed link sent to the user, so a deletion ends it' }],
  expires: true,
  fields: () => ({}),
});
