import { GOAL_PREFIX, addressOfSk, nodeId, userPk } from './keys.ts';
import { queryPrefix } from './store.ts';

/** When each of the user's done microtasks was marked done, by microtask id (weekly review). */
export async function doneTimes(userId: string): Promise<Map<string, string>> {
  const items = await queryPrefix<{ sk: string; done_at?: string }>(userPk(userId), GOAL_PREFIX, ['sk', 'done_at']);
  return new Map(items.flatMap((item) => (item.done_at ? [[nodeId(addressOfSk(item.sk)), item.done_at] as const] : [])));
}
