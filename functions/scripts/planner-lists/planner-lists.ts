import { readFileSync, readdirSync } from 'node:fs';
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

interface TitledBite { id: string; title: string; plain?: string }
interface ArchetypeFile { phases: { tasks: { bites: TitledBite[] }[] }[] }
interface StepsEntry { id: string; plain?: true; steps: string[] }

const readJson = <T>(path: string): T => JSON.parse(readFileSync(fileURLToPath(new URL(path, OFFLINE)), 'utf8')) as T;

/** An archetype's steps entries under the title (or plain title) of the bite each id names. */
function titledSteps(name: string): { title: string; steps: string[] }[] {
  const bites = new Map(readJson<ArchetypeFile>(`archetypes/${name}.json`).phases.flatMap((phase) => phase.tasks.flatMap((task) => task.bites)).map((bite) => [bite.id, bite]));
  return readJson<StepsEntry[]>(`split-bite/steps/${name}.json`).map(({ id, plain, steps }) => {
    const bite = bites.get(id);
    const title = plain ? bite?.plain : bite?.title;
    if (!title) throw new Error(`split-bite/steps/${name}.json: ${id}${plain ? ' (plain)' : ''} names no bite of archetypes/${name}.json`);
    return { title, steps };
  });
}

/**
 * The steps files joined to their bites' titles: the content is kept by bite id, but a saved bite
 * holds only its title, so the routes that split one carry the titles and steps and not every
 * archetype's plan.
 */
export function archetypeSteps(): string {
  const names = jsonFiles('split-bite/steps/');
  return `// The smaller steps of every archetype's bites, by the title of the bite their id names in its
// archetype (steps files in steps/, see bite-steps.ts).
${GENERATED}

/** An entry without steps has the steps of the entry before it: a plain title's steps, written once for both titles. */
const stepsCarried = (entries: readonly { title: string; steps?: readonly string[] }[]) => {
  let last: readonly string[] = [];
  return entries.map(({ title, steps }) => ({ title, steps: (last = steps ?? last) }));
};

const STEPS: Record<string, readonly { title: string; steps?: readonly string[] }[]> = {
${names.map((name) => `  '${name}': ${JSON.stringify(once(titledSteps(name)))},`).join('\n')}
};

export const ARCHETYPE_STEPS: Record<string, readonly { title: string; steps: readonly string[] }[]> = Object.fromEntries(Object.entries(STEPS).map(([name, entries]) => [name, stepsCarried(entries)]));
`;
}

/** Steps said again by the next entry (a plain title's, as its full title's) are left for it to carry, which keeps the step routes' bundles lean. */
function once(entries: readonly { title: string; steps: string[] }[]): { title: string; steps?: string[] }[] {
  return entries.map((entry, i) => (i > 0 && JSON.stringify(entries[i - 1]?.steps) === JSON.stringify(entry.steps) ? { title: entry.title } : entry));
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
