import { afterEach, beforeAll } from 'vitest';
import { ddb } from '../../src/data/client.ts';

/** A storage call: its command name (GetItemCommand, UpdateItemCommand, ...), the key it names, and the attributes its expressions name. */
export interface StorageCall {
  command: string;
  pk?: string;
  sk?: string;
  names: string[];
}

type KeyValue = string | { S?: string } | undefined;
const text = (value: KeyValue) => (typeof value === 'object' ? value.S : value);

interface Held {
  /** Resolves once a matching call has arrived and is being held. */
  reached: Promise<void>;
  /** Lets the held call go on to the table. */
  release(): void;
}

export interface StorageGate {
  /** Holds the next storage call that `matches` until released; every other call goes through. */
  holdNext(matches: (call: StorageCall) => boolean): Held;
}

/**
 * Registers, for the test file, a gate in front of the table: a test can stop one request at an
 * exact step (say, between its password check and its token) while another runs to its end. The
 * gate is opened after each test.
 */
export function storageGate(): StorageGate {
  let waiting: { matches: (call: StorageCall) => boolean; arrive: () => void; go: Promise<void> } | undefined;
  let opened: (() => void) | undefined;
  beforeAll(() => {
    ddb().middlewareStack.add(
      (next, context) => async (args) => {
        const gate = waiting;
        const { Key: key, ExpressionAttributeNames: names = {} } = args.input as { Key?: { pk?: KeyValue; sk?: KeyValue }; ExpressionAttributeNames?: Record<string, string> };
        if (gate && gate.matches({ command: String(context.commandName), pk: text(key?.pk), sk: text(key?.sk), names: Object.values(names) })) {
          waiting = undefined;
          gate.arrive();
          await gate.go;
        }
        return next(args);
      },
      { step: 'initialize', name: 'storageGate' },
    );
  });
  afterEach(() => {
    waiting = undefined;
    opened?.();
  });
  return {
    holdNext(matches) {
      let arrive!: () => void;
      const reached = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      let release!: () => void;
      const go = new Promise<void>((resolve) => {
        release = resolve;
      });
      opened = release;
      waiting = { matches, arrive, go };
      return { reached, release };
    },
  };
}
