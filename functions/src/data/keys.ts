// The key scheme: every kind of item is defined once under items/ (its keys, a schema that reads
// it back, and its TTL), and this module gathers their key builders for the repositories.
// ARCHITECTURE.md ("The key scheme") has the table of every kind, checked against items/ by a
// test; a new kind of item gets its module there and joins items/all-kinds.ts.

export { userPk, type Key } from './items/item-kind.ts';
export * from './items/accounts/profile.ts';
export * from './items/accounts/email-claim.ts';
export * from './items/accounts/mail-token.ts';
export * from './items/accounts/mail-token-note.ts';
export * from './items/accounts/calendar-feed.ts';
export * from './items/goals/goal.ts';
export * from './items/goals/plan-node.ts';
export * from './items/goals/done-record.ts';
export * from './items/goals/reflection.ts';
export * from './items/checkins/settings.ts';
export * from './items/checkins/checkin.ts';
export * from './items/checkins/checkin-round.ts';
export * from './items/checkins/schedule.ts';
export * from './items/checkins/outbox.ts';
export * from './items/telegram/link-code.ts';
export * from './items/telegram/chat.ts';
export * from './items/limit-window.ts';
export { readItem } from './items/item-kind.ts';
