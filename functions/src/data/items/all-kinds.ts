import { calendarFeedKind, calendarPointerKind } from './accounts/calendar-feed.ts';
import { emailClaimKind } from './accounts/email-claim.ts';
import { mailTokenNoteKind } from './accounts/mail-token-note.ts';
import { mailTokenKind } from './accounts/mail-token.ts';
import { profileKind } from './accounts/profile.ts';
import { checkinRoundKind } from './checkins/checkin-round.ts';
import { checkinKind } from './checkins/checkin.ts';
import { outboxKind } from './checkins/outbox.ts';
import { dueKind, dueMinuteKind } from './checkins/schedule.ts';
import { settingsKind } from './checkins/settings.ts';
import { doneRecordKind } from './goals/done-record.ts';
import { goalKind } from './goals/goal.ts';
import { planNodeKind } from './goals/plan-node.ts';
import { reflectionKind } from './goals/reflection.ts';
import { limitWindowKind } from './limit-window.ts';
import { telegramChatKind, telegramUpdateKind } from './telegram/chat.ts';
import { linkCodeKind, linkCodeNoteKind } from './telegram/link-code.ts';

/**
 * Every kind of item in the table, in the key table's order (ARCHITECTURE.md, "The key scheme").
 * Only the key table's test reads the whole list; a repository imports just the kinds it keeps.
 */
export const ALL_KINDS = [
  profileKind, goalKind, planNodeKind, doneRecordKind, reflectionKind, settingsKind, checkinKind, checkinRoundKind,
  limitWindowKind, linkCodeNoteKind, mailTokenNoteKind, emailClaimKind, mailTokenKind, dueKind, dueMinuteKind,
  outboxKind, linkCodeKind, telegramChatKind, telegramUpdateKind, calendarPointerKind, calendarFeedKind,
];
