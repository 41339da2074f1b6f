// The table's shape, defined once: the CDK table (infra/lib/data-stack.ts) and the local table
// (local/embedded-dynamodb.ts) are both built from this, so the two cannot drift.
//
// Key scheme. Everything a user owns lives in the user's own partition, so ownership is in the
// key: an id another user sends is looked up under the caller's partition and simply not found.
//
//   pk                      sk                              item
//   USER#<uid>              PROFILE                         user profile and settings
//   USER#<uid>              GOAL#<gid>                      goal (written last on create)
//   USER#<uid>              GOAL#<gid>#<s>                  subgoal at position s
//   USER#<uid>              GOAL#<gid>#<s>#<t>              task
//   USER#<uid>              GOAL#<gid>#<s>#<t>#<m>          microtask
//   USER#<uid>              REFL#<ulid>                     reflection (ulid = time order)
//   EMAIL#<lower email>     EMAIL                           email claim + password hash
//   LOGINFAIL#<lower email> WINDOW#<n>                      failed-login counter, with TTL
//
// Positions (s, t, m) are fractional-index keys: they sort in depth-first order, and new keys
// can be made between any two, so a microtask can be replaced in place by several. A node's id
// is its goal id and positions joined by '.', so any node is one GetItem/UpdateItem away.

export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expires_at',
  /** No secondary index: every access path is a key lookup or a Query in one partition. */
  globalSecondaryIndexes: [] as const,
  localName: 'cakewalk',
} as const;

export interface Key {
  pk: string;
  sk: string;
}
