/** FNV-1a: a stable, well-spread number for a string, so "random" choices repeat exactly. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One item of a non-empty list, picked by a seed and a slot so that slots vary independently. */
export function pick<T>(items: readonly T[], seed: number, slot: number): T {
  return items[stableHash(`${seed}:${slot}`) % items.length] as T;
}
