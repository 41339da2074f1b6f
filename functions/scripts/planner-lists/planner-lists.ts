import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The planner's two lists of its data files, written from the folders they mirror, so no one keeps
// them by hand: a kind of goal is one JSON file in archetypes/ and one in split-bite/steps/, and
// `npm run planner:lists` writes the lists that import them (static imports, which the bundler
// needs). Order is the files' order, which breaks ties between equal matches.

const OFFLINE = new URL('../../src/ai/offline/', import.meta.url);

export const ARCHETYPE_LIST_FILE = fileURLToPath(new URL('archetype-list.ts', OFFLINE));
export const ARCHETYPE_STEPS_FILE = fileURLToPath(new URL('split-bite/archetype-steps.ts', OFFLINE));

const GENERATED = '// Written by `npm run planner:lists` from the folder it lists: add a file there and run it.';

const jsonFiles = (folder: string) =>
  readdirSync(fileURLToPath(new URL(folder, OFFLINE)))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/** "apply-to-university" as an identifier: applyToUniversity. */
const identifier = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

const imports = (names: readonly string[], folder: string) =>
  names.map((name) => `import ${identifier(name)} from './${folder}/${name}.json' with { type: 'json' };`).join('\n');

export function archetypeList(): string {
  const names = jsonFiles('archetypes/');
  return `// Every archetype, one JSON file each (see archetype.ts). Order breaks ties between equal matches.
${GENERATED}

import type { Archetype } from './archetype.ts';
${imports(names, 'archetypes')}

export const ARCHETYPES = [
${names.map((name) => `  ${identifier(name)},`).join('\n')}
] as readonly Archetype[];
`;
}

export function archetypeSteps(): string {
  const names = jsonFiles('split-bite/steps/');
  return `// The smaller steps of every archetype's bites, one JSON file per archetype (see bite-steps.ts).
${GENERATED}

import type { BiteSteps } from './bite-steps.ts';
${imports(names, 'steps')}

export const ARCHETYPE_STEPS = {
${names.map((name) => `  '${name}': ${identifier(name)},`).join('\n')}
} as Record<string, BiteSteps>;
`;
}
