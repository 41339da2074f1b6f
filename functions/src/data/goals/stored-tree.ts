import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { hash } from 'node:crypto';

// The plan's structure lives in the goal item, which is the commit point of every plan edit
// (ARCHITECTURE.md, "Editing a plan"). Each node is [key, hash, rev, prev, children?]:
// - key: the node's own sort-key suffix, fixed for life (keys.ts: planNodeKey; the counter only
//   grows, so a key is never used twice);
// - hash: of the node's content as committed, so an edit writes only what changed without
//   reading the items;
// - rev: which revision of the item's content is committed ('' = the item's own fields); a
//   rename writes a new revision under a fresh random name first, and the goal item's update
//   makes it the one readers see;
// - prev: the revision before, which the next rename may delete (no tree points at it any more).

export interface TreeNode {
  key: string;
  hash: string;
  rev: string;
  prev: string;
  children: TreeNode[];
}

type Encoded = [string, string, string, string, Encoded[]?];

/** A node as the goal item stores it: [key, hash, rev, prev, children?]. */
export type StoredNode = Readonly<Encoded>;

export interface NodeContent {
  title: string;
  repeat?: Repeat | null;
}

const digest = (value: unknown, length: number) => hash('sha1', JSON.stringify(value), 'base64url').slice(0, length);
const TITLE_HASH = 8;

/**
 * 48 bits of SHA-1 of the title, then 36 of the repeat, apart so an edit that leaves a bite's
 * repeat out can still tell whether its title changed. A change that keeps both hashes (about 1 in
 * 3e14) would not be saved.
 */
export function contentHash({ title, repeat }: NodeContent): string {
  return digest(title, TITLE_HASH) + digest(repeat ?? null, 6);
}

/**
 * Which parts of a node's content differ from what its hash was made of. With the committed title
 * at hand (its item was read), the titles are compared as they are: no hash of every title of a
 * 1,885-node plan for an edit that renames one.
 */
export function changedParts(node: Pick<TreeNode, 'hash'>, content: { title: string; repeat?: Repeat | null }, committedTitle?: string) {
  return {
    title: committedTitle === undefined ? digest(content.title, TITLE_HASH) !== node.hash.slice(0, TITLE_HASH) : committedTitle !== content.title,
    repeat: content.repeat !== undefined && digest(content.repeat, 6) !== node.hash.slice(TITLE_HASH),
  };
}

function encode(node: TreeNode): Encoded {
  return node.children.length > 0
    ? [node.key, node.hash, node.rev, node.prev, node.children.map(encode)]
    : [node.key, node.hash, node.rev, node.prev];
}

function decode([key, hash, rev, prev, children]: Encoded): TreeNode {
  return { key, hash, rev, prev, children: (children ?? []).map(decode) };
}

export const encodeTree = (nodes: readonly TreeNode[]): string => JSON.stringify(nodes.map(encode));
export const decodeTree = (text: string): TreeNode[] => (JSON.parse(text) as Encoded[]).map(decode);
/** The tree as stored, for a reader that walks it without changing it: no node made anew. */
export const parseTree = (text: string): readonly StoredNode[] => JSON.parse(text) as Encoded[];

export interface ContentItem {
  sk: string;
  title: string;
  repeat?: Repeat | null;
  revs?: Record<string, NodeContent>;
}

/** What a node shows: the committed revision, else the item's own fields. */
export function contentOf(item: ContentItem, node: Pick<TreeNode, 'rev'>): NodeContent {
  return contentAt(item, node.rev);
}

/** What an item shows at revision `rev` ('' for its own fields). */
export function contentAt(item: ContentItem, rev: string): NodeContent {
  const revision = rev ? item.revs?.[rev] : undefined;
  return revision ?? { title: item.title, repeat: item.repeat ?? null };
}
