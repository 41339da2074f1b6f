// How many people come shapes an event's plan: ten friends are messaged one by one, thirty get a
// group invite, a hundred need a reply form and helpers, more than that the venue's limits and a
// permit. Asked of a gathering whose words do not already say how many.

import type { Archetype } from '../archetype.ts';
import { foreignThemeId } from '../compose/foreign-plan.ts';
import type { GoalReading } from '../reading/read-goal.ts';

const GATHERINGS: readonly string[] = ['organise-event', 'throw-a-party', 'plan-a-wedding', 'fundraise', 'community-campaign'];
const SAYS_HEADCOUNT = /(?<!\d)\d+\s*(?:people|guests|friends|kids|children|persons|adults|neighbou?rs|families|personas|invitados|amigos|niños|gäste|leute|personen|kinder|personnes|invités|amis|enfants|pessoas|convidados|crianças|persone|ospiti|amici|bambini|mensen|gasten|vrienden|kinderen)(?!\p{L})/iu;

/** Whether to ask how many people an event is for. */
export function asksGuests(reading: GoalReading, archetype: Archetype | undefined): boolean {
  const gathering = archetype ? GATHERINGS.includes(archetype.id) : foreignThemeId(reading) === 'event';
  return gathering && !SAYS_HEADCOUNT.test(reading.text);
}

/** The size an answer names, as the place of its choice (0 up to 10 … 3 more than 100), from the person's own number. */
export function guestsSize(said: string): number | undefined {
  const count = Number(/\d+/.exec(said)?.[0]);
  if (!(count > 0)) return undefined;
  return count <= 10 ? 0 : count <= 30 ? 1 : count <= 100 ? 2 : 3;
}
