import { confirmationMailsKey, resetRequestsFromKey, resetRequestsKey, type Key } from './keys.ts';

// The counters that bound how many emails a caller can have sent, for core/allowance.ts: each
// answers the counter of a slot.

export type CounterOf = (slot: number) => Key;

export const resetMailsTo = (email: string): CounterOf => (slot) => resetRequestsKey(email, slot);
export const resetRequestsFrom = (address: string): CounterOf => (slot) => resetRequestsFromKey(address, slot);
export const confirmationMailsOf = (userId: string): CounterOf => (slot) => confirmationMailsKey(userId, slot);
