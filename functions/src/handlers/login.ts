import { LoginBody } from '@cakewalk/shared/schemas/user.ts';
import { decoyHash, verifyPassword } from '../auth/password.ts';
import { issueToken } from '../auth/tokens.ts';
import { MAX_FAILED_LOGINS, failedLogins, recordFailedLogin } from '../data/login-attempts.ts';
import { findCredentials, getUser } from '../data/users.ts';
import { http, reply } from '../http/handler.ts';
import { tooManyRequests, unauthorized } from '../http/errors.ts';
import { loginRoute } from '@cakewalk/shared/routes.ts';

/** The same words for an unknown email and a wrong password (decisions.md §5.6). */
const BAD_CREDENTIALS = 'Invalid email or password';

export const handler = http(loginRoute, { body: LoginBody }, async ({ body }) => {
  const [failures, credentials] = await Promise.all([failedLogins(body.email), findCredentials(body.email)]);
  if (failures >= MAX_FAILED_LOGINS) {
    throw tooManyRequests('Too many failed attempts. Please wait 15 minutes and try again.', { 'retry-after': String(15 * 60) });
  }
  const matches = await verifyPassword(body.password, credentials?.password_hash ?? decoyHash());
  if (!credentials || !matches) {
    await recordFailedLogin(body.email);
    throw unauthorized(BAD_CREDENTIALS);
  }
  const user = await getUser(credentials.user_id);
  return reply(200, { token: await issueToken(user.id), user });
});
