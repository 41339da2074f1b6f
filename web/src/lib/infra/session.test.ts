import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, PERSON_KEY_PREFIX, saveSession } from './session.ts';

afterEach(() => localStorage.clear());

describe('signing out', () => {
  it('forgets what the browser kept for the person, and keeps what belongs to the device', () => {
    saveSession('token', { id: 'u1', email: 'kim@example.com', name: 'Kim', telegram_id: '', email_confirmed: true });
    localStorage.setItem(`${PERSON_KEY_PREFIX}habits-seen.u1`, '{}');
    localStorage.setItem(`${PERSON_KEY_PREFIX}fresh-start-taken:g1:2026-11-29`, '1');
    localStorage.setItem('vibration', 'off');

    clearSession();

    expect(Object.keys(localStorage).filter((key) => key.startsWith(PERSON_KEY_PREFIX))).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('vibration')).toBe('off');
  });
});
