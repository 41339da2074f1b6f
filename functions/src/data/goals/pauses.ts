import type { GoalPause } from '@cakewalk/shared/rules/history/pause-goal.ts';
import { NotFound } from '../../domain/errors.ts';
import { goalKey, type Key } from '../keys.ts';
import { get, update } from '../store.ts';
import { IMPORT_MARK } from '../imports/pending-imports.ts';
import { withoutUncommitted } from '../imports/visible.ts';
import { goalPrefix } from './read-goals.ts';

// A goal's pause, its pauses so far and the due date they moved live on the goal's own item,
// changed together by one conditional write over what was read (`pause_rev` counts the changes),
// so two pauses at once never lose one.

export interface StoredPause extends GoalPause {
  pause_rev: number;
}

type PauseItem = Partial<Omit<StoredPause, 'due_date'>> & { due_date?: string | null };

export async function readPause(userId: string, goalId: string): Promise<StoredPause> {
  goalPrefix(goalId);
  const item = await get<PauseItem & Key>(goalKey(userId, goalId), ['pk', 'sk', 'due_date', 'pauses', 'due_move', 'paused_until', 'pause_rev', IMPORT_MARK]);
  const [visible] = await withoutUncommitted(userId, item ? [item] : []);
  if (!visible) throw new NotFound('Goal');
  return {
    due_date: visible.due_date ?? null,
    pauses: visible.pauses ?? [],
    due_move: visible.due_move ?? null,
    paused_until: visible.paused_until ?? null,
    pause_rev: visible.pause_rev ?? 0,
  };
}

/** Writes the new pause state over the one read; false when another change came in between. */
export async function writePause(userId: string, goalId: string, read: StoredPause, next: GoalPause): Promise<boolean> {
  const sets = ['due_date = :due', 'pauses = :pauses', 'pause_rev = :next'];
  const removes: string[] = [];
  const values: Record<string, unknown> = { ':due': next.due_date, ':pauses': next.pauses, ':next': read.pause_rev + 1 };
  if (next.due_move) {
    sets.push('due_move = :move');
    values[':move'] = next.due_move;
  } else removes.push('due_move');
  if (next.paused_until) {
    sets.push('paused_until = :until');
    values[':until'] = next.paused_until;
  } else removes.push('paused_until');
  const { written } = await update({
    Key: goalKey(userId, goalId),
    UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ConditionExpression: read.pause_rev === 0 ? 'attribute_exists(pk) AND attribute_not_exists(pause_rev)' : 'pause_rev = :rev',
    ExpressionAttributeValues: { ...values, ...(read.pause_rev > 0 && { ':rev': read.pause_rev }) },
  });
  return written;
}
