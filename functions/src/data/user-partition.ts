import { userPk, type Key } from './keys.ts';
import { projected, query, type Attributes } from './store.ts';

/** Items read per page when walking a whole partition: enough to fill a few batch writes. */
const PAGE_SIZE = 100;

/**
 * The items of the user's partition whose sort key starts with `prefix`, in sort-key order, one
 * page at a time, so a large account is never held whole.
 */
export async function* pagesOf<T = Attributes>(userId: string, prefix: string, projection?: string[]): AsyncGenerator<(T & Key)[]> {
  let lastKey: Attributes | undefined;
  do {
    const page = await query<T & Key>({
      // An empty prefix is the whole partition: DynamoDB refuses an empty value in begins_with.
      KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
      ExpressionAttributeValues: prefix ? { ':pk': userPk(userId), ':prefix': prefix } : { ':pk': userPk(userId) },
      ConsistentRead: true,
      ExclusiveStartKey: lastKey,
      ...(projection && projected(projection)),
    }, PAGE_SIZE);
    if (page.items.length > 0) yield page.items;
    lastKey = page.lastKey;
  } while (lastKey);
}
