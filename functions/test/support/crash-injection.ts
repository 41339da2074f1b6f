import { afterEach, beforeAll } from 'vitest';
import { ddb } from '../../src/data/client.ts';

export interface CrashInjection {
  /** Fails the nth storage call of `command` from now on, as a crashed or cut-off Lambda would. */
  crashAt(command: string, nth: number): void;
  /**
   * Fails the nth storage call of `command` and every call after it, of any kind: the process
   * has died, so nothing it would still do (a rollback) reaches the table.
   */
  dieAt(command: string, nth: number): void;
  /** Lets every call through again. */
  heal(): void;
}

/**
 * Registers, for the test file, a storage fault chosen by command name and position: the calls
 * before it have landed, the ones after it never happen. Each test starts healed.
 */
export function injectCrashes(): CrashInjection {
  let target: { command: string; nth: number; dies: boolean } | undefined;
  let seen = 0;
  let dead = false;
  const crash = () => Object.assign(new Error('injected crash'), { name: 'ServiceUnavailable' });
  beforeAll(() => {
    ddb().middlewareStack.add(
      (next, context) => async (args) => {
        if (dead) throw crash();
        if (target && context.commandName === target.command && ++seen === target.nth) {
          dead = target.dies;
          throw crash();
        }
        return next(args);
      },
      { step: 'initialize', name: 'injectCrash' },
    );
  });
  const heal = () => {
    target = undefined;
    seen = 0;
    dead = false;
  };
  afterEach(heal);
  return {
    crashAt(command, nth) {
      target = { command, nth, dies: false };
      seen = 0;
    },
    dieAt(command, nth) {
      target = { command, nth, dies: true };
      seen = 0;
    },
    heal,
  };
}
