import type { AuthResponse, LoginBody } from '@cakewalk/shared/schemas/account/user.ts';
import { issueDeviceToken, verifyDeviceToken } from '../../auth/device-tokens.ts';
import { decoyHash, verifyPassword } from '../../auth/password.ts';
import { issueToken } from '../../auth/tokens.ts';
import { tokenVersionOf } from '../../data/accounts/sessions.ts';
import { findCredentials, findUserAndTokenVersion, isPasswordStill, type Credentials } from '../../data/accounts/users.ts';
import { NotFound, Unauthenticated } from '../../domain/errors.ts';
import { checkCounted } from './password-attempts.ts';

/** The same words for an unknown email and a wrong password, so neither gives away the other. */
const BAD_CREDENTIALS = 'Invalid email or password';

/** The trusted device a login presents, if its token is valid for this email's account and issued since its sessions last ended. */
async function trustedDevice(deviceToken: string | undefined, email: string, credentials: Credentials | undefined): Promise<string | undefined> {
  if (!deviceToken || !credentials) return undefined;
  const trusted = await verifyDeviceToken(deviceToken, email);
  if (trusted?.userId !== credentials.user_id) return undefined;
  return trusted.version === (await tokenVersionOf(trusted.userId)) ? trusted.device : undefined;
}

/**
 * Signs in. The attempt is counted before the password is checked (core/accounts/password-attempts.ts);
 * a browser with a device token for this account is counted on its own, so others' failures
 * never lock it out. An unknown email costs the same hashing as a known one.
 */
export async function login({ email, password, device_token }: LoginBody, clientAddress: string): Promise<AuthResponse> {
  const credentials = await findCredentials(email);
  const device = await trustedDevice(device_token, email, credentials);
  const right = await checkCounted({ email, address: clientAddress, device }, () =>
    verifyPassword(password, credentials?.password_hash ?? decoyHash()));
  if (!credentials || !right) throw new Unauthenticated(BAD_CREDENTIALS);
  return signIn(email, credentials);
}

/**
 * Issues the session only if the password just checked is still the account's. The token
 * version is read first and the hash confirmed after, in storage: a new password is stored
 * before the version is raised (core/accounts/new-password.ts), so a login that checked the old
 * one either finds its hash gone here or carries a version the change raises after it.
 */
async function signIn(email: string, { user_id: userId, password_hash: checked }: Credentials): Promise<AuthResponse> {
  // One read gives the version first and the user to answer with.
  const profile = await findUserAndTokenVersion(userId);
  if (!(await isPasswordStill(email, userId, checked))) throw new Unauthenticated(BAD_CREDENTIALS);
  if (!profile) throw new NotFound('User');
  const [token, deviceToken] = await Promise.all([issueToken(userId, profile.version), issueDeviceToken(email, userId, profile.version)]);
  const { user } = profile;
  return { token, user, device_token: deviceToken };
}
