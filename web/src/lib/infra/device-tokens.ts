// The device token each sign-in answers (OWASP's device cookie; docs/security.md), kept per
// email: the next login from this browser sends it, and is then not held up by failed attempts
// others made on the same email. It outlives signing out, since it vouches for this browser,
// not for a session.

const keyOf = (email: string) => `device-token:${email.trim().toLowerCase()}`;

export function deviceTokenFor(email: string): string | undefined {
  return localStorage.getItem(keyOf(email)) ?? undefined;
}

export function rememberDeviceToken(email: string, token: string): void {
  localStorage.setItem(keyOf(email), token);
}
