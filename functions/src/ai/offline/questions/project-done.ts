// A job that makes or mends a thing (a room, a repair, a raised bed) may be under way: what is
// already done (the plan and measurements, the materials, about half the work) skips its part of
// the plan (compose/already-done.ts). Asked of such a job only: the other languages' home theme is
// tidying, where none of it applies.

import type { Archetype } from '../archetype.ts';

const MAKES_OR_MENDS: readonly string[] = ['renovate-room', 'paint-a-room', 'fix-repair', 'build-something', 'grow-a-garden', 'finish-a-project'];

export const asksDone = (archetype: Archetype | undefined): boolean => archetype !== undefined && MAKES_OR_MENDS.includes(archetype.id);
