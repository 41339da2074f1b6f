// The table's shape, defined once: the CDK table (infra/lib/data-stack.ts) and the local table
// (local/embedded-dynamodb.ts) are both built from this, so the two cannot drift.
//
// Key scheme. Everything a user owns lives in the user's own partition, so ownership is in the
// key: an id another user sends is looked up under the caller's partition and simply not found.
//
//   pk                      sk                              item
//   USER#<uid>              PROFILE                         user profile
//   USER#<uid>              GOAL#<gid>                      goal (written last on create)
//   USER#<uid>              GOAL#<gid>#<s>                  subgoal at position s
//   USER#<uid>              GOAL#<gid>#<s>#<t>              task
//   USER#<uid>              GOAL#<gid>#<s>#<t>#<m>          microtask
//   USER#<uid>              REFL#<ulid>                     reflection (ulid = time order)
//   EMAIL#<lower email>     EMAIL                           email claim + password hash
//   LOGINFAIL#<lower email> WINDOW#<n>                      failed-login counter, with TTL
//   USER#<uid>              SETTINGS                        check-in settings, linked chat, next due times
//   USER#<uid>              CHECKIN#<id>                    check-in (id starts with its due time)
//   USER#<uid>              CHECKINRUN#<kind>#<local day>   one check-in round per kind and day, with TTL
//   DUE#<utc day>           <iso due>#<kind>#<uid>[#<cid>]  schedule: a check-in or snooze falling due
//   JOB#CHECKINS            CURSOR                          the check-in job's last run
//   OUTBOX#TELEGRAM         <cid>#<uid>                     check-in still to send on Telegram
//   TGLINK#<code>           LINK                            one-time link code, with TTL
//   TGCHAT#<chat id>        CHAT                            linked chat -> user
//   TGUPDATE#<update id>    UPDATE                          Telegram update already handled, with TTL
//
// Positions (s, t, m) are fractional-index keys: they sort in depth-first order, and new keys
// can be made between any two, so a microtask can be replaced in place by several. A node's id
// is its goal id and positions joined by '.', so any node is one GetItem/UpdateItem away.
//
// The check-in job finds due users by querying the DUE# day partitions since its cursor, never
// a Scan. A check-in's id is derived from its round (kind, due time) and goal and written with
// a condition, and a round is claimed once per kind and local day, so a job run repeated, or two
// runs at once, create and send nothing twice.

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
