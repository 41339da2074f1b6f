import { writeFileSync } from 'node:fs';
import { ARCHETYPE_LIST_FILE, ARCHETYPE_STEPS_FILE, archetypeList, archetypeSteps } from './planner-lists/planner-lists.ts';

// `npm run planner:lists`: writes the planner's lists of its archetype and steps files from their
// folders. functions/test/unit/ai/planner-lists.test.ts fails until the lists match the folders.

writeFileSync(ARCHETYPE_LIST_FILE, archetypeList());
writeFileSync(ARCHETYPE_STEPS_FILE, archetypeSteps());
console.log(`wrote ${ARCHETYPE_LIST_FILE} and ${ARCHETYPE_STEPS_FILE}`);
