// The table's shape, defined once: the CDK table (infra/lib/stacks/data-stack.ts) and the local table
// (local/table/embedded-dynamodb.ts) are both built from this, so the two cannot drift.
// The key scheme is data/keys.ts.

export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expires_at',
  /** No secondary index: every access path is a key lookup or a Query in one partition. */
  globalSecondaryIndexes: [] as const,
  localName: 'cakewalk',
} as const;
