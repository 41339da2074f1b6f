import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import pushWords from './push-words.json' with { type: 'json' };

// The words of Cakewalk's notifications, as data (push-words.json); the check-in's own message is
// the notification's body. functions/test/unit/mail-words.test.ts checks the file.

export const PushWordsFile = z.object({
  checkin: z.object({ daily: z.string(), weekly: z.string(), reminder: z.string() }),
  test: z.object({ title: z.string(), body: z.string() }),
});

export const PUSH_WORDS: z.infer<typeof PushWordsFile> = pushWords;
