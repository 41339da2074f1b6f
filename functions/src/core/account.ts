import type { AuthResponse, LoginBody, RegisterBody, User } from '@cakewalk/shared/schemas/user.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { issueToken } from '../auth/tokens.ts';
import { MAX_FAILED_LOGINS, failedLogins, recordFailedLogin } from '../data/login-attempts.ts';
import { createUser, findCredentials, getUser } from '../data/users.ts';
import { LimitReached, Unauthenticated } from '../domain/errors.ts';

/** The same words for an unknown email and a wrong password, so neither gives away the other. */
const BAD_CREDENTIALS = 'Invalid email or password';
const LOCKOUT_SECONDS = 15 * 60;

/** A new account, signed in. */
export async function register(input: RegisterBody): Promise<AuthResponse> {
  const user = await createUser({
    name: input.name,
    email: input.email,
    telegram_id: input.telegram_id,
    passwordHash: await hashPassword(input.password),
  });
  return { token: await issueToken(user.id), user };
}

/**
 * Signs in. An unknown email costs the same hashing as a known one, and too many failures for
 * an address stop further tries for a while.
 */
export async function login({ email, password }: LoginBody): Promise<AuthResponse> {
  const [failures, credentials] = await Promise.all([failedLogins(email), findCredentials(email)]);
  if (failures >= MAX_FAILED_LOGINS) {
    throw new LimitReached('Too many failed attempts. Please wait 15 minutes and try again.', LOCKOUT_SECONDS);
  }
  const matches = await verifyPassword(password, credentials?.password_hash ?? decoyHash());
  if (!credentials || !matches) {
    await recordFailedLogin(email);
    throw new Unauthenticated(BAD_CREDENTIALS);
  }
  const user = await getUser(credentials.user_id);
  return { token: await issueToken(user.id), user };
}

export function getMe(userId: string): Promise<User> {
  return getUser(userId);
}
