import { ddb } from '@cakewalk/functions/data/client.ts';

// Counts the DynamoDB calls the handlers make, by command, with middleware on the very client
// singleton they use (the server runs in this process). Counted at 'initialize', once per
// `send`, so an SDK retry of the same call is not counted twice.

export type Counts = Record<string, number>;

const counts: Counts = {};

export function installDdbCounter(): void {
  ddb().middlewareStack.add(
    (next, context) => (args) => {
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
