import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { DEFAULT_SETTINGS } from '@cakewalk/shared/schemas/settings-defaults.ts';
import type { AuthResponse, RegisterBody } from '@cakewalk/shared/schemas/account/user.ts';
import { issueDeviceToken } from '../../auth/device-tokens.ts';
import { hashPassword } from '../../auth/password.ts';
import { issueToken } from '../../auth/tokens.ts';
import { createUser, newUserId } from '../../data/accounts/users.ts';
import { spend } from '../limits/sliding-window.ts';
import { discardCheckinSettings, writeCheckinSettings } from '../settings/write-checkin-settings.ts';

// Apart from signing in (sign-in.ts), so the login function does not carry the check-in settings.

const TOO_MANY_ACCOUNTS = 'Too many new accounts from this address. Please try again later.';

const { register: registerBound } = ABUSE_LIMITS;

/**
 * A new account, signed in. Sign-ups are counted per client address: the 409 for a taken email
 * stays (a person needs to know), so the count is what keeps it from listing who has an account.
 * Given the browser's time zone, check-ins start on the first day at the default times; the
 * settings are saved before the account exists (its email claim is the last write), so a sign-up
 * that fails half-way leaves no account with half its settings.
 */
export async function register(input: RegisterBody, clientAddress: string): Promise<AuthResponse> {
  await spend({ of: 'register', address: clientAddress }, { max: registerBound.perAddress, windowSeconds: registerBound.windowSeconds }, TOO_MANY_ACCOUNTS);
  const passwordHash = await hashPassword(input.password);
  const userId = newUserId();
  if (input.timezone) await writeCheckinSettings(userId, { ...DEFAULT_SETTINGS, timezone: input.timezone });
  const user = await createUser({ name: input.name, email: input.email, telegram_id: input.telegram_id, passwordHash }, userId)
    .catch(async (error: unknown) => {
      if (input.timezone) await discardCheckinSettings(userId);
      throw error;
    });
  const [token, deviceToken] = await Promise.all([issueToken(user.id, 0), issueDeviceToken(user.email, user.id, 0)]);
  return { token, user, device_token: deviceToken };
}
