import { useSyncExternalStore } from 'react';
import { User } from '@cakewalk/shared/schemas/user.ts';

// The spec's browser storage keys: a stored token is what "signed in" means.
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

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
