import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ARCHETYPE_LIST_FILE, ARCHETYPE_STEPS_FILE, LANGUAGE_LIST_FILE, archetypeList, archetypeSteps, languageList,
} from '../../../scripts/planner-lists/planner-lists.ts';

// The planner's lists of its data files are written from the folders, never kept by hand: a file
// added to a folder without `npm run planner:lists` fails here, as does a list edited by hand.
describe("the planner's lists of its data files", () => {
  it('are what npm run planner:lists writes from the archetypes and steps folders', () => {
    expect(readFileSync(ARCHETYPE_LIST_FILE, 'utf8')).toBe(archetypeList());
    expect(readFileSync(ARCHETYPE_STEPS_FILE, 'utf8')).toBe(archetypeSteps());
  });

  it('is, for the languages, what npm run planner:lists writes from the languages folder', () => {
    expect(readFileSync(LANGUAGE_LIST_FILE, 'utf8')).toBe(languageList());
  });

  it('name a steps file for every archetype, and no other', () => {
    const names = (text: string) => [...text.matchAll(/from '\.\/[a-z-]+\/([a-z0-9-]+)\.json'/g)].map((match) => match[1]);
    expect(names(archetypeSteps())).toEqual(names(archetypeList()));
  });
});
