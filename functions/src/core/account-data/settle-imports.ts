import { abandonImport, forgetImport, importsOf, removeImport, revealImport } from '../../data/imports/pending-imports.ts';

/**
 * Settles the user's imports that are over: one committed has its items revealed (if a crash
 * left them marked) and is forgotten; one left pending past its deadline (its process died, or
 * ran out of time) is abandoned, its items removed and its goal places given back. One still in
 * time is left alone. Answers whether any goal places came back.
 */
export async function settleImports(userId: string, now = Date.now()): Promise<boolean> {
  let freed = false;
  for (const [id, pending] of Object.entries(await importsOf(userId))) {
    if (pending.state === 'committed') {
      await revealImport(userId, id, pending);
      await forgetImport(userId, id);
    } else if (pending.state === 'abandoned' || await abandonImport(userId, id, now)) {
      await removeImport(userId, id, pending);
      freed ||= pending.goal_ids.length > 0;
    }
  }
  return freed;
}
