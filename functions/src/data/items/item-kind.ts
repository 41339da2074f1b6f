import * as z from 'zod/mini';

// What every kind of item of the table is made of (items/*): its keys, a schema that reads it
// back, and whether the table's TTL removes it. keys.ts gathers the kinds' key builders, and
// ARCHITECTURE.md's key table is their shapes, held to them by test/unit/data/key-table.test.ts.

export interface Key {
  pk: string;
  sk: string;
}

/** One row of the key table: a key's pattern, with `<name>` for each part that varies. */
export interface KeyShape {
  pk: string;
  sk: string;
  /** What an item of this shape holds, as the key table says it. */
  about: string;
}

interface ItemKind<S extends z.ZodMiniType> {
  name: string;
  shapes: readonly KeyShape[];
  /** Whether the table's TTL removes it once `expires_at` (seconds since the epoch, data/table.ts) has passed. */
  expires: boolean;
  schema: S;
}

/** The stored attributes every kind's schema may read beside its own. */
const keyFields = () => ({ pk: z.optional(z.string()), sk: z.optional(z.string()) });

/**
 * A kind of item. Its schema keeps attributes it does not name (a read item may be written back
 * whole), and names only what its readers use; pk and sk are optional, as a projection may leave
 * them out. The schema is made on first use, so a bundle that only builds keys carries none.
 */
export function itemKind<F extends z.core.$ZodLooseShape>(
  kind: { name: string; shapes: readonly KeyShape[]; expires?: boolean; fields: () => F },
) {
  // Typed as the fields it names: the attributes it keeps besides are no reader's business.
  let schema: z.ZodMiniObject<Omit<ReturnType<typeof keyFields>, keyof F> & F> | undefined;
  return {
    name: kind.name,
    shapes: kind.shapes,
    expires: kind.expires ?? false,
    get schema() {
      schema ??= z.looseObject({ ...keyFields(), ...kind.fields() }) as unknown as NonNullable<typeof schema>;
      return schema;
    },
  };
}

/** An item read back: its kind's schema says what it holds, or the read fails loudly. */
export function readItem<S extends z.ZodMiniType>(kind: ItemKind<S>, item: unknown): z.infer<S> {
  const read = z.safeParse(kind.schema, item);
  if (!read.success) throw new Error(`A stored ${kind.name} item does not read back: ${JSON.stringify(read.error.issues.map(({ path, message }) => ({ path, message })))}`);
  return read.data;
}

/**
 * A value the API's own schema (shared/src/schemas) checked when it was written, read back as its
 * type after a look at what it is: importing those schemas here would put them in every bundle
 * that only builds a key.
 */
export const written = <T>(type: 'string' | 'object') =>
  z.custom<T>((value) => typeof value === type && value !== null);

/** A string set as the document client reads it (ADD on a set attribute). */
export const stringSet = () => z.custom<Set<string>>((value) => value instanceof Set && [...value].every((entry) => typeof entry === 'string'));

export const userPk = (userId: string) => `USER#${userId}`;
