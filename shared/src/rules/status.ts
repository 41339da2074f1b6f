import type { Status } from '../schemas/common.ts';

/**
 * Derived statuses (ARCHITECTURE.md): a node with children is done when all are done, in
 * progress when any is done or in progress, else todo; a node without children keeps its own
 * stored status.
 */
export function deriveStatus(own: Status, children: readonly { status: Status }[]): Status {
  if (children.length === 0) return own;
  if (children.every((c) => c.status === 'done')) return 'done';
  if (children.some((c) => c.status !== 'todo')) return 'in_progress';
  return 'todo';
}

/** The dashboard toggle: done becomes in_progress, anything else becomes done. */
export function toggledStatus(status: string): Status {
  return status === 'done' ? 'in_progress' : 'done';
}
