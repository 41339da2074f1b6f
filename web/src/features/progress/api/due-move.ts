import { DueMoveResult } from '@cakewalk/shared/schemas/progress.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';

/**
 * Settles a due date a pause moved: kept (so Today says it only once) or undone, back to the
 * date it had before the pause.
 */
export function settleDueMove(goalId: string, undo: boolean): Promise<DueMoveResult> {
  return apiCall('settle-due-move', {
    params: { id: goalId },
    body: { undo },
    schema: DueMoveResult,
    fallback: undo ? 'Could not move the due date back' : 'Could not save that you saw the new due date',
  });
}
