import { writeBiteIds } from './planner-lists/bite-ids.ts';

// `npm run planner:ids`: gives every archetype bite without an id one, and keys steps entries
// still written by a bite's title by its id (see planner-lists/bite-ids.ts).

const changed = writeBiteIds();
console.log(changed.length ? `wrote ${changed.join('\n')}` : 'every bite has its id');
