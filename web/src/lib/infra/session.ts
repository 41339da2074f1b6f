import { useSyncExternalStore } from 'react';
import { User } from '@cakewalk/shared/schemas/account/user.ts';

// The spec's browser storage keys: a stored token is what "signed in" means.
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

/**
 * The prefix of every key that holds what the browser remembers for the signed-in person (which
 * habits they have seen, a fresh start taken): signing out forgets them all, so the next person
 * on this browser starts clean.
 */
export const PERSON_KEY_PREFIX = 'cakewalk.person.';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function saveSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  saveUser(user);
  notify();
}

export function saveUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  const personal = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((key) => key?.startsWith(PERSON_KEY_PREFIX));
  for (const key of personal) localStorage.removeItem(key!);
  notify();
}

/** The user saved at login, so the header can greet them before /users/me answers. */
export function readStoredUser(): User | undefined {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return undefined;
  try {
    const parsed = User.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls `listener` when another tab signs in, signs out or switches user: the storage event
 * fires only in the tabs that did not make the change. A cleared storage (key null) counts too.
 */
export function onSessionChangedElsewhere(listener: () => void): () => void {
  const handle = (event: StorageEvent) => {
    const sessionKey = event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY;
    if (sessionKey && event.storageArea === localStorage) listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing out in another tab signs this one out too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
