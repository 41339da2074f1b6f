import { useSyncExternalStore } from 'react';

/** What the polite live region says now; `id` changes on each call so a repeat is read again. */
export interface Announcement {
  id: number;
  text: string;
}

let current: Announcement = { id: 0, text: '' };
const listeners = new Set<() => void>();

/** Tells screen-reader users what an action did ("Marked done"), without moving their focus. */
export function announce(text: string): void {
  current = { id: current.id + 1, text };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAnnouncement(): Announcement {
  return useSyncExternalStore(subscribe, () => current, () => current);
}
