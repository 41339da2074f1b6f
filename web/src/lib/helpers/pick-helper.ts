import type { ComponentType } from 'react';
import { Ant } from './ant.tsx';
import { Frog } from './frog.tsx';
import { Mouse } from './mouse.tsx';
import { Owl } from './owl.tsx';
import { Sparrow } from './sparrow.tsx';

interface Helper {
  name: string;
  Art: ComponentType;
}

/** The five helpers of the landing page, in the order they take turns cheering a done. */
const HELPERS: readonly Helper[] = [
  { name: 'Sparrow', Art: Sparrow },
  { name: 'Ant', Art: Ant },
  { name: 'Owl', Art: Owl },
  { name: 'Frog', Art: Frog },
  { name: 'Mouse', Art: Mouse },
];

/** The helper whose turn it is, by how many bites are done: each done meets the next one. */
export function helperFor(doneCount: number): Helper {
  return HELPERS[Math.abs(Math.floor(doneCount)) % HELPERS.length]!;
}
