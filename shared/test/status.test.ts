import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUSES, type Status } from '../src/schemas/common.ts';
import { deriveStatus, toggledStatus } from '../src/rules/status.ts';

const status = fc.constantFrom<Status>(...STATUSES);
const children = fc.array(status.map((s) => ({ status: s })), { maxLength: 30 });

describe('deriveStatus', () => {
  it('keeps its own status when it has no children', () => {
    fc.assert(fc.property(status, (own) => deriveStatus(own, []) === own));
  });

  it('is done exactly when every child is done', () => {
    fc.assert(fc.property(status, children.filter((c) => c.length > 0), (own, kids) =>
      (deriveStatus(own, kids) === 'done') === kids.every((k) => k.status === 'done')));
  });

  it('is todo exactly when every child is todo', () => {
    fc.assert(fc.property(status, children.filter((c) => c.length > 0), (own, kids) =>
      (deriveStatus(own, kids) === 'todo') === kids.every((k) => k.status === 'todo')));
  });

  it('ignores its own status and the order of its children once it has some', () => {
    fc.assert(fc.property(status, status, children.filter((c) => c.length > 0), (a, b, kids) =>
      deriveStatus(a, kids) === deriveStatus(b, [...kids].reverse())));
  });

  it('is in progress for a mix of done and todo', () => {
    expect(deriveStatus('todo', [{ status: 'done' }, { status: 'todo' }])).toBe('in_progress');
  });
});

describe('toggledStatus', () => {
  it('turns done into in_progress and anything else into done', () => {
    expect(toggledStatus('done')).toBe('in_progress');
    expect(toggledStatus('in_progress')).toBe('done');
    expect(toggledStatus('todo')).toBe('done');
    expect(toggledStatus('weird')).toBe('done');
  });
});
