import { IMPORT_MARK, importsOf } from './pending-imports.ts';

/**
 * Leaves out what imports not committed wrote (pending, or abandoned and not yet swept): a goal's
 * own item or a reflection carrying an import's mark is shown only once that import is committed.
 * Read after the items, so a mark seen on one means its import is still on the profile. Costs a
 * read only when some item carries a mark.
 */
export async function withoutUncommitted<T extends object>(userId: string, items: T[]): Promise<T[]> {
  const markOf = (item: T) => (item as Record<string, unknown>)[IMPORT_MARK];
  if (!items.some((item) => typeof markOf(item) === 'string')) return items;
  const imports = await importsOf(userId);
  return items.filter((item) => {
    const id = markOf(item);
    return typeof id !== 'string' || imports[id]?.state === 'committed';
  });
}
