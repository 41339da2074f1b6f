import type { Outbox } from './channel.ts';
import { emailOutbox } from './email/outbox.ts';
import { pushOutbox } from './push/outbox.ts';
import { telegramOutbox } from './telegram/outbox.ts';

// The outboxes the tick reads, one line each: each is its channel's own (a test holds the two
// lists together), listed apart so the tick's bundle carries no channel's sending code.
export const OUTBOXES: readonly Outbox[] = [
  telegramOutbox,
  pushOutbox,
  emailOutbox,
];
