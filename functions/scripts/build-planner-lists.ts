import { writeFileSync } from 'node:fs';
import {
  ARCHETYPE_LIST_FILE, ARCHETYPE_STEPS_FILE, LANGUAGE_LIST_FILE, archetypeList, archetypeSteps, languageList,
} from './planner-lists/planner-lists.ts';

// `npm run planner:lists`: writes the planner's lists of its archetype, steps and language files
// from their folders. functions/test/unit/ai/planner-lists.test.ts fails until the lists match the folders.

writeFileSync(ARCHETYPE_LIST_FILE, archetypeList());
writeFileSync(ARCHETYPE_STEPS_FILE, archetypeSteps());
writeFileSync(LANGUAGE_LIST_FILE, languageList());
console.log(`wrote ${ARCHETYPE_LIST_FILE}, ${ARCHETYPE_STEPS_FILE} and ${LANGUAGE_LIST_FILE}`);
