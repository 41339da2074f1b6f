import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { AuthResponse, LoginBody } from '@cakewalk/shared/schemas/user.ts';
import { decoyHash, verifyPassword } from '../../auth/password.ts';
import { issueToken } from '../../auth/tokens.ts';
import { tokenVersionOf } from '../../data/accounts/sessions.ts';
import { findCredentials, getUser } from '../../data/accounts/users.ts';
import { Unauthenticated } from '../../domain/errors.ts';
import { giveBack, spend } from '../limits/sliding-window.ts';

/** The same words for an unknown email and a wrong password, so neither gives away the other. */
const BAD_CREDENTIALS = 'Invalid email or password';
const TOO_MANY_LOGINS = 'Too many failed attempts. Please wait 15 minutes and try again.';

const { login: loginBound } = ABUSE_LIMITS;

/**
 * Signs in. Each attempt is counted before the password is checked, per email and client address
 * and per email from all addresses, so a burst of guesses in parallel gets no more checks than
 * the bound; a right password takes its attempt back, so only failures use the allowance. A
 * stranger at one address can use up that address's allowance only, not the owner's. An unknown
 * email costs the same hashing as a known one.
 */
export async function login({ email, password }: LoginBody, clientAddress: string): Promise<AuthResponse> {
  const window = { windowSeconds: loginBound.windowSeconds };
  const fromHere = await spend({ of: 'login', email, address: clientAddress }, { ...window, max: loginBound.perEmailAndAddress }, TOO_MANY_LOGINS);
  const fromAnywhere = await spend({ of: 'login', email }, { ...window, max: loginBound.perEmail }, TOO_MANY_LOGINS)
    .catch(async (error: unknown) => {
      await giveBack(fromHere);
      throw error;
    });
  const credentials = await findCredentials(email);
  const matches = await verifyPassword(password, credentials?.password_hash ?? decoyHash());
  if (!credentials || !matches) throw new Unauthenticated(BAD_CREDENTIALS);
  await Promise.all([giveBack(fromHere), giveBack(fromAnywhere)]);
  return signIn(credentials.user_id);
}

async function signIn(userId: string): Promise<AuthResponse> {
  const [user, version] = await Promise.all([getUser(userId), tokenVersionOf(userId)]);
  return { token: await issueToken(user.id, version ?? 0), user };
}
