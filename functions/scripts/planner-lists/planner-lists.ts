import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The planner's lists of its data files, written from the folders they mirror, so no one keeps
// them by hand: a kind of goal is one JSON file in archetypes/ and one in split-bite/steps/, a
// language one in languages/, and `npm run planner:lists` writes the lists that import them
// (static imports, which the bundler needs). Order is the files' order, which breaks ties
// between equal matches.

const OFFLINE = new URL('../../src/ai/offline/', import.meta.url);

export const ARCHETYPE_LIST_FILE = fileURLToPath(new URL('archetype-list.ts', OFFLINE));
export const ARCHETYPE_STEPS_FILE = fileURLToPath(new URL('split-bite/archetype-steps.ts', OFFLINE));
export const LANGUAGE_LIST_FILE = fileURLToPath(new URL('languages/language-list.ts', OFFLINE));

const GENERATED = '// Written by `npm run planner:lists` from the folder it lists: add a file there and run it.';

const jsonFiles = (folder: string) =>
  readdirSync(fileURLToPath(new URL(folder, OFFLINE)))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/** "apply-to-university" as an identifier: applyToUniversity; "pt-BR": ptBR. */
const identifier = (name: string) => name.replace(/-([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase());

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

export function languageList(): string {
  const names = jsonFiles('languages/');
  const entry = (name: string) => (identifier(name) === name ? name : `'${name}': ${identifier(name)}`);
  return `// Every language the offline planner writes besides English (see language-plan.ts).
${GENERATED}

${names.map((name) => `import ${identifier(name)} from './${name}.json' with { type: 'json' };`).join('\n')}
import type { LanguagePlan, PlannedLanguage } from './language-plan.ts';

export const LANGUAGE_PLANS = { ${names.map(entry).join(', ')} } as Record<PlannedLanguage, LanguagePlan>;
`;
}
