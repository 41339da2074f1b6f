import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { newNodeItem } from '../../../src/data/goals/new-items.ts';
import { isPlainNode, planNodeKind } from '../../../src/data/items/goals/plan-node.ts';

// The dashboard reads nodes through a check written by hand; it must never take a node the
// node's schema would refuse, and must take the plain nodes the dashboard reads by the thousand.

const anyValue = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.object(), fc.array(fc.string()));
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: anyValue, weight: 1 });
const validNode = {
  pk: fc.option(fc.string(), { nil: undefined }),
  sk: fc.string(),
  title: fc.string(),
  status: fc.constantFrom('todo', 'in_progress', 'done'),
  repeat: fc.option(fc.record({ every: fc.constantFrom('day', 'weekday', 'week'), times: fc.integer({ min: 1, max: 365 }) }), { nil: undefined }),
  minutes: fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
  habit: fc.option(fc.boolean(), { nil: undefined }),
  periods: fc.option(fc.array(fc.string()).map((entries) => new Set(entries)), { nil: undefined }),
  done_at: fc.option(fc.string(), { nil: undefined }),
  done_day: fc.option(fc.string(), { nil: undefined }),
  // As every node is written: an empty map a rename later sets a revision in.
  revs: fc.option(fc.constant({}), { nil: undefined }),
};
const withoutUndefined = (item: Record<string, unknown>) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined));

describe("a plan node's fast check", () => {
  it('takes nothing the schema refuses', () => {
    const mixed = Object.fromEntries(Object.entries(validNode).map(([name, arbitrary]) => [name, maybe(arbitrary as fc.Arbitrary<unknown>)]));
    const revs = fc.oneof(anyValue, fc.constant({}), fc.constant([]), fc.record({ r1: fc.record({ title: fc.string() }) }));
    fc.assert(fc.property(fc.record({ ...mixed, revs: fc.option(revs, { nil: undefined }) }), (item) => {
      const node = withoutUndefined(item);
      if (isPlainNode(node)) expect(z.safeParse(planNodeKind.schema, node).success).toBe(true);
    }), { numRuns: 2000 });
  });

  it('takes a bite as the app writes it', () => {
    const bite: Record<string, unknown> = { ...newNodeItem({ pk: 'USER#u', sk: 'GOAL#g' }, 'm1', { title: 'Walk for ten minutes', minutes: 10 }) };
    expect(isPlainNode(bite)).toBe(true);
  });

  it('leaves a renamed bite to the schema', () => {
    expect(isPlainNode({ sk: 'GOAL#g#m1', title: 'Walk', status: 'todo', revs: { r2: { title: 'Walk far' } } })).toBe(false);
  });

  it('takes every plain node the schema takes', () => {
    fc.assert(fc.property(fc.record(validNode), (item) => {
      const node = withoutUndefined(item);
      expect(z.safeParse(planNodeKind.schema, node).success).toBe(true);
      expect(isPlainNode(node)).toBe(true);
    }));
  });
});
