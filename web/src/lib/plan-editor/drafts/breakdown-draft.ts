import { BiteMinutes, Repeat, type ProposedBite, type Breakdown, type BreakdownMicrotask, type BreakdownSubgoal } from '@cakewalk/shared/schemas/breakdown.ts';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';

/**
 * The breakdown while the user edits it. Every level is the same node shape (depth 0 subgoal,
 * 1 task, 2 microtask) so one set of edits serves the whole tree; keys keep React's inputs stable.
 */
/** A bite typed in the editor has no estimate; a saved or proposed one keeps its own. */
const DraftBite = z.object({ minutes: z.optional(BiteMinutes), repeat: z.nullable(Repeat) });
type DraftBite = z.infer<typeof DraftBite>;

export interface DraftNode {
  key: string;
  /** The saved item's id, when the draft edits a saved plan: the item keeps it on save. */
  id?: string;
  title: string;
  children: DraftNode[];
  /** A proposed bite's estimate and repeat, kept through edits so the saved bite has them. */
  bite?: DraftBite;
}

export interface Draft {
  title: string;
  subgoals: DraftNode[];
}

/** Indexes from the top: [subgoal], [subgoal, task] or [subgoal, task, microtask]. */
export type NodePath = readonly number[];

const MICROTASK_DEPTH = 2;

// Kept drafts come back after a reload with their keys, so new keys carry this page load's own prefix.
const keyPrefix = `step-${Date.now().toString(36)}`;
let lastKey = 0;
const nextKey = () => `${keyPrefix}-${++lastKey}`;

/** A draft as kept in sessionStorage, checked on the way back in. */
const DraftNodeSchema: z.ZodMiniType<DraftNode> = z.object({
  key: z.string(),
  id: z.optional(z.string()),
  title: z.string(),
  get children() {
    return z.array(DraftNodeSchema);
  },
  bite: z.optional(DraftBite),
});
export const DraftSchema = z.object({ title: z.string(), subgoals: z.array(DraftNodeSchema) });

export function node(title: string, children: DraftNode[] = []): DraftNode {
  return { key: nextKey(), title, children };
}

function biteNode({ title, minutes, repeat }: ProposedBite): DraftNode {
  return { ...node(title), bite: { minutes, repeat } };
}

function savedBite({ title, bite }: DraftNode): BreakdownMicrotask {
  return { title: title.trim(), ...bite };
}

export function draftFromBreakdown(breakdown: Breakdown): Draft {
  return {
    title: breakdown.goal,
    subgoals: breakdown.subgoals.map((subgoal) =>
      node(
        subgoal.title,
        subgoal.tasks.map((task) => node(task.title, task.microtasks.map(biteNode))),
      ),
    ),
  };
}

export function draftSubgoals(draft: Draft): BreakdownSubgoal[] {
  return draft.subgoals.map((subgoal) => ({
    title: subgoal.title.trim(),
    tasks: subgoal.children.map((task) => ({
      title: task.title.trim(),
      microtasks: task.children.map(savedBite),
    })),
  }));
}

function editList(nodes: DraftNode[], parent: NodePath, edit: (list: DraftNode[]) => DraftNode[]): DraftNode[] {
  const [index, ...rest] = parent;
  if (index === undefined) return edit(nodes);
  return nodes.map((item, i) => (i === index ? { ...item, children: editList(item.children, rest, edit) } : item));
}

function splitPath(path: NodePath): [NodePath, number] {
  const last = path.at(-1);
  if (last === undefined) throw new Error('A step path needs at least one index');
  return [path.slice(0, -1), last];
}

export function renameNode(draft: Draft, path: NodePath, title: string): Draft {
  const [parent, index] = splitPath(path);
  const rename = (list: DraftNode[]) => list.map((item, i) => (i === index ? { ...item, title } : item));
  return { ...draft, subgoals: editList(draft.subgoals, parent, rename) };
}

export function removeNode(draft: Draft, path: NodePath): Draft {
  const [parent, index] = splitPath(path);
  return { ...draft, subgoals: editList(draft.subgoals, parent, (list) => list.filter((_, i) => i !== index)) };
}

/** Moves a step one place up (-1) or down (+1) among its siblings; at either end nothing moves. */
export function moveNode(draft: Draft, path: NodePath, by: -1 | 1): Draft {
  const [parent, index] = splitPath(path);
  const move = (list: DraftNode[]) => {
    const target = index + by;
    const item = list[index];
    const other = list[target];
    if (!item || !other) return list;
    const moved = [...list];
    moved[target] = item;
    moved[index] = other;
    return moved;
  };
  return { ...draft, subgoals: editList(draft.subgoals, parent, move) };
}

/** A bite made recurring (`repeat` set) or one-off (null). */
export function setRepeat(draft: Draft, path: NodePath, repeat: Repeat | null): Draft {
  const [parent, index] = splitPath(path);
  const edit = (list: DraftNode[]) =>
    list.map((item, i) => (i === index ? { ...item, bite: { ...item.bite, repeat } } : item));
  return { ...draft, subgoals: editList(draft.subgoals, parent, edit) };
}

/** A new subgoal or task comes with one empty step under it, so the tree stays saveable. */
function emptyNode(depth: number): DraftNode {
  return node('', depth < MICROTASK_DEPTH ? [emptyNode(depth + 1)] : []);
}

/** Adds an empty step at the end of the list under `parent` ([] adds a subgoal). */
export function addNode(draft: Draft, parent: NodePath): Draft {
  const add = (list: DraftNode[]) => [...list, emptyNode(parent.length)];
  return { ...draft, subgoals: editList(draft.subgoals, parent, add) };
}

/** The steps directly under `parent` ([] for the subgoals). */
export function childrenAt(draft: Draft, parent: NodePath): DraftNode[] {
  let list = draft.subgoals;
  for (const index of parent) list = list[index]?.children ?? [];
  return list;
}

/** The step with `key`, at any depth. */
export function findNode(nodes: readonly DraftNode[], key: string): DraftNode | undefined {
  for (const item of nodes) {
    if (item.key === key) return item;
    const inner = findNode(item.children, key);
    if (inner) return inner;
  }
  return undefined;
}

/** The slice (top-level step) that holds the step with `key`, itself included. */
export function sliceHolding(draft: Draft, key: string): DraftNode | undefined {
  const holds = (item: DraftNode): boolean => item.key === key || item.children.some(holds);
  return draft.subgoals.find(holds);
}

/** The first step left without a title, depth-first, for pointing the user at it. */
export function firstUntitled(nodes: readonly DraftNode[]): DraftNode | undefined {
  for (const item of nodes) {
    if (!item.title.trim()) return item;
    const inner = firstUntitled(item.children);
    if (inner) return inner;
  }
  return undefined;
}
