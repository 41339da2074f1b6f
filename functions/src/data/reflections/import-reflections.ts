import type { ExportReflection } from '@cakewalk/shared/schemas/account/export-file.ts';
import { monotonicFactory } from 'ulid';
import { reflectionKey, type Key, type ReflectionItem } from '../keys.ts';
import { putAll } from '../store.ts';
import { IMPORT_MARK } from '../imports/pending-imports.ts';

type ImportedReflection = ReflectionItem & Key & { [IMPORT_MARK]: string };

/**
 * Imported reflections as items under new ids that still carry their own creation time (a
 * reflection's id is a ULID, whose time orders the list and answers date filters). The ids are
 * made in time order by a factory of this import's own: a monotonic factory never goes back in
 * time, so one shared with other imports, or fed the file out of order, would give a reflection
 * another's later time. Two of the same millisecond keep the file's order.
 */
export function importedReflectionItems(userId: string, importId: string, reflections: readonly ExportReflection[]): ImportedReflection[] {
  const nextId = monotonicFactory();
  const timed = reflections.map((given) => ({ given, time: Math.max(0, Date.parse(given.created_at)) }));
  return timed.sort((a, b) => a.time - b.time).map(({ given, time }) => {
    const id = nextId(time);
    const { created_at, goal_id, goal_name, content } = given;
    return { ...reflectionKey(userId, id), id, created_at, goal_id, goal_name, content, [IMPORT_MARK]: importId };
  });
}

export function writeReflections(items: readonly ImportedReflection[]): Promise<void> {
  return putAll(items);
}
