import type { CheckinReplyResult } from '@cakewalk/shared/schemas/checkin.ts';
import { count } from '@cakewalk/shared/text/counts.ts';

/** What an answer to a check-in changed, said under the coach's answer: nothing is filed away in silence. */
export function changeWords({ action, changed }: Pick<CheckinReplyResult, 'action' | 'changed'>): string {
  if (action === 'done') return changed ? `Marked “${changed.step.title}” done` : 'That bite was already done';
  if (action === 'smaller' && changed) {
    return `Broke “${changed.step.title}” into ${count(changed.microtasks?.length ?? 0, 'bite', 'bites')}`;
  }
  if (action === 'snoozed') return "I'll check in again tomorrow";
  return 'Saved to Your Reflections';
}
