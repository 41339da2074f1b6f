import { useCallback, useState } from 'react';
import { readStoredUser } from '../infra/session.ts';

// Unfinished work lives in sessionStorage: it survives leaving the page, a reload and an expired
// session, and goes with the tab. Each draft names the user who wrote it, so a different person
// signing in on the same tab never sees it.
const PREFIX = 'draft:';
const RETURN_TO = 'return-to';

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

function readOwned(key: string): unknown {
  const owner = readStoredUser()?.id;
  const raw = sessionStorage.getItem(key);
  if (!owner || !raw) return undefined;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null || !('owner' in stored) || !('value' in stored)) return undefined;
    return stored.owner === owner ? stored.value : undefined;
  } catch {
    return undefined;
  }
}

function writeOwned(key: string, value: unknown): void {
  const owner = readStoredUser()?.id;
  if (!owner) return;
  try {
    sessionStorage.setItem(key, JSON.stringify({ owner, value }));
  } catch (error) {
    // A full or blocked storage costs only the draft's safety net, never the page.
    console.warn('Could not keep the draft', error);
  }
}

function readDraft<T>(name: string, schema: Parser<T>): T | undefined {
  const parsed = schema.safeParse(readOwned(PREFIX + name));
  return parsed.success ? parsed.data : undefined;
}

export function clearDraft(name: string): void {
  sessionStorage.removeItem(PREFIX + name);
}

/**
 * Signing out on purpose leaves nothing behind in the tab. The tab's session storage holds
 * drafts only (these and a visitor's, visitor-drafts.ts), so all of it goes.
 */
export function clearAllDrafts(): void {
  sessionStorage.clear();
}

/** Keeps `value` as the signed-in user's own draft `name`, as a page's useDraftState would. */
export function writeOwnDraft(name: string, value: unknown): void {
  writeOwned(PREFIX + name, value);
}

/** useState that is also kept as a draft under `name`, and starts from the kept one. */
export function useDraftState<T>(name: string, schema: Parser<T>, initial: T) {
  const [value, setValue] = useState<T>(() => readDraft(name, schema) ?? initial);
  const update = useCallback(
    (next: T | ((current: T) => T)) =>
      setValue((current) => {
        const value = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        writeOwned(PREFIX + name, value);
        return value;
      }),
    [name],
  );
  return [value, update] as const;
}

/** The page a session ended on, so signing in again goes back to it. */
export function rememberReturnTo(path: string): void {
  if (path.startsWith('/') && !path.startsWith('//') && !/^\/(login|signup)\b/.test(path)) writeOwned(RETURN_TO, path);
}

/** Where to go after signing in: the remembered page when it was this user's, else Today, the home. */
export function takeReturnTo(): string {
  const path = readOwned(RETURN_TO);
  sessionStorage.removeItem(RETURN_TO);
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/today';
}
