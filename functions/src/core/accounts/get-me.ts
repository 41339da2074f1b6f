import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import { getUser } from '../../data/accounts/users.ts';

export function getMe(userId: string): Promise<User> {
  return getUser(userId);
}
