import { afterEach, beforeAll } from 'vitest';
import { ddb } from '../../src/data/client.ts';

export interface CrashInjection {
  /** Fails the nth storage call of `command` from now on, as a crashed or cut-off Lambda would. */
  crashAt(command: string, nth: number): void;
  /** Lets every call through again. */
  heal(): void;
}

/**
 * Registers, for the test file, a storage fault chosen by command name and position: the calls
 * before it have landed, the ones after it never happen. Each test starts healed.
 */
export function injectCrashes(): CrashInjection {
  let target: { command: string; nth: number } | undefined;
  let seen = 0;
  beforeAll(() => {
    ddb().middlewareStack.add(
      (next, context) => async (args) => {
        if (target && context.commandName === target.command && ++seen === target.nth) {
          throw Object.assign(new Error('injected crash'), { name: 'ServiceUnavailable' });
        }
        return next(args);
      },
      { step: 'initialize', name: 'injectCrash' },
    );
  });
  const heal = () => {
    target = undefined;
    seen = 0;
  };
  afterEach(heal);
  return {
    crashAt(command, nth) {
      target = { command, nth };
      seen = 0;
    },
    heal,
  };
}
