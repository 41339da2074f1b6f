import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Gives each archetype bite a stable id and keys its written steps by that id, so a bite's
// steps follow it when its title is reworded. Ids are made once, from the title as it was, and
// kept after: only a bite without one gets one. A steps entry still written by title (`bite`)
// is rewritten to the id of the bite with that title, or of the bite whose plain title it is.

const OFFLINE = new URL('../../src/ai/offline/', import.meta.url);
const ARCHETYPES = fileURLToPath(new URL('archetypes/', OFFLINE));
const STEPS = fileURLToPath(new URL('split-bite/steps/', OFFLINE));

/** Words of an id before another is added to tell two bites apart. */
const ID_WORDS = 5;

interface RawBite {
  id?: string;
  title: string;
  plain?: string;
  [key: string]: unknown;
}
interface RawArchetype {
  phases: { tasks: { bites: RawBite[] }[] }[];
}
interface RawEntry {
  id?: string;
  bite?: string;
  plain?: true;
  steps: string[];
}

const wordsOf = (title: string) =>
  title.normalize('NFD').replace(/[\p{M}'’]/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(' ');

/** The first words of the title that no other bite of the archetype already goes by. */
function newId(title: string, taken: ReadonlySet<string>): string {
  const words = wordsOf(title);
  for (let length = ID_WORDS; length <= words.length; length += 1) {
    const id = words.slice(0, length).join('-');
    if (!taken.has(id)) return id;
  }
  const whole = words.join('-');
  let n = 2;
  while (taken.has(`${whole}-${n}`)) n += 1;
  return `${whole}-${n}`;
}

const write = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

function withIds(archetype: RawArchetype): RawBite[] {
  const bites = archetype.phases.flatMap((phase) => phase.tasks.flatMap((task) => task.bites));
  const taken = new Set(bites.flatMap((bite) => (bite.id ? [bite.id] : [])));
  for (const phase of archetype.phases) {
    for (const task of phase.tasks) {
      task.bites = task.bites.map((bite) => {
        if (bite.id) return bite;
        const id = newId(bite.title, taken);
        taken.add(id);
        return { id, ...bite };
      });
    }
  }
  return archetype.phases.flatMap((phase) => phase.tasks.flatMap((task) => task.bites));
}

function keyedById(entries: readonly RawEntry[], bites: readonly RawBite[], name: string): RawEntry[] {
  return entries.map(({ bite: title, ...entry }) => {
    if (title === undefined) return entry;
    const own = bites.find((bite) => bite.title === title);
    if (own?.id) return { id: own.id, steps: entry.steps };
    const plain = bites.find((bite) => bite.plain === title);
    if (plain?.id) return { id: plain.id, plain: true, steps: entry.steps };
    throw new Error(`${name}: no bite is titled "${title}"`);
  });
}

/** Writes the ids into every archetype and steps file; answers the files it changed. */
export function writeBiteIds(): string[] {
  const changed: string[] = [];
  for (const file of readdirSync(ARCHETYPES).filter((name) => name.endsWith('.json')).sort()) {
    const archetypeFile = `${ARCHETYPES}${file}`;
    const stepsFile = `${STEPS}${file}`;
    const archetypeText = readFileSync(archetypeFile, 'utf8');
    const stepsText = readFileSync(stepsFile, 'utf8');
    const archetype = JSON.parse(archetypeText) as RawArchetype;
    const bites = withIds(archetype);
    const steps = keyedById(JSON.parse(stepsText) as RawEntry[], bites, file);
    if (`${JSON.stringify(archetype, null, 2)}\n` !== archetypeText) {
      write(archetypeFile, archetype);
      changed.push(archetypeFile);
    }
    if (`${JSON.stringify(steps, null, 2)}\n` !== stepsText) {
      write(stepsFile, steps);
      changed.push(stepsFile);
    }
  }
  return changed;
}
