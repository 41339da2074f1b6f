import { ddb } from '@cakewalk/functions/data/client.ts';

// Counts the DynamoDB calls the handlers make, by command, with middleware on the very client
// singleton they use (the server runs in this process). Counted at 'initialize', once per
// `send`, so an SDK retry of the same call is not counted twice.

export type Counts = Record<string, number>;

const counts: Counts = {};

/**
 * The authorizer's read of the user's token version. In the cloud the authorizer is a function
 * of its own whose answer API Gateway keeps for 60 s, so it is not a call of the route; the local
 * server makes it in this process on every request, so it is left out of the route's count.
 */
function isTokenVersionRead(input: unknown): boolean {
  const { Key, ExpressionAttributeNames } = (input ?? {}) as { Key?: { sk?: unknown }; ExpressionAttributeNames?: Record<string, string> };
  return Key?.sk === 'PROFILE' && Object.values(ExpressionAttributeNames ?? {}).includes('token_version');
}

export function installDdbCounter(): void {
  ddb().middlewareStack.add(
    (next, context) => (args) => {
      if (isTokenVersionRead(args.input)) return next(args);
      const name = context.commandName ?? 'unknown';
      counts[name] = (counts[name] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: 'benchRequestCounter', override: true },
  );
}

export function snapshot(): Counts {
  return { ...counts };
}

/** Calls made since `before`, by command. */
export function since(before: Counts): Counts {
  const delta: Counts = {};
  for (const [name, total] of Object.entries(counts)) {
    const made = total - (before[name] ?? 0);
    if (made > 0) delta[name] = made;
  }
  return delta;
}

export const total = (delta: Counts) => Object.values(delta).reduce((sum, n) => sum + n, 0);
