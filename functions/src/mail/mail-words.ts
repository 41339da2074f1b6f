import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import accountMail from './words/account-mail.json' with { type: 'json' };
import checkinMail from './words/checkin-mail.json' with { type: 'json' };

// Every word of Cakewalk's emails, as data (words/*.json): a writer changes a voice there without
// reading code. The schemas say what each file must hold; functions/test/unit/mail-words.test.ts
// checks the files against them and every line against the banned words.

export const AccountMailWords = z.object({
  subject: z.string(),
  preview: z.string(),
  heading: z.string(),
  lines: z.array(z.string()),
  button: z.string(),
  after: z.array(z.string()),
});
export type AccountMailWords = z.infer<typeof AccountMailWords>;

export const AccountMailFile = z.object({ passwordReset: AccountMailWords, emailConfirmation: AccountMailWords });

const RoundMailWords = z.object({
  subject: z.string(),
  preview: z.string(),
  heading: z.string(),
  intro: z.string(),
  button: z.string(),
  close: z.string(),
});
export type RoundMailWords = z.infer<typeof RoundMailWords>;

const ByKind = <T extends z.core.$ZodType>(words: T) => z.object({ daily: words, weekly: words });
const Voice = ByKind(RoundMailWords);

export const CheckinMailFile = z.object({
  goals: z.object({ one: z.string(), several: z.string() }),
  friendly: Voice,
  strict: Voice,
  motivational: Voice,
  footer: z.object({ why: ByKind(z.string()), unsubscribe: ByKind(z.string()) }),
});
export type CheckinMailFile = z.infer<typeof CheckinMailFile>;

export const ACCOUNT_MAIL: z.infer<typeof AccountMailFile> = accountMail;
export const CHECKIN_MAIL: CheckinMailFile = checkinMail;

export function roundMailWords(tone: Tone, kind: CheckinKind): RoundMailWords {
  return CHECKIN_MAIL[tone][kind];
}
