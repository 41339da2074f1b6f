import { profileKey } from '../keys.ts';
import { update } from '../store.ts';

/**
 * Marks the address confirmed, if it is still the profile's address and the account is not
 * closing. Answers whether it did.
 */
export async function markEmailConfirmed(userId: string, email: string, now: Date): Promise<boolean> {
  const { written } = await update({
    Key: profileKey(userId),
    UpdateExpression: 'SET email_confirmed_at = if_not_exists(email_confirmed_at, :now)',
    ConditionExpression: 'email = :email AND attribute_not_exists(closing_at)',
    ExpressionAttributeValues: { ':now': now.toISOString(), ':email': email },
  });
  return written;
}
