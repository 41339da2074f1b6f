// A bite in another language that no plan of the offline planner wrote: honest steps in its
// own language where the planner writes it.

import { LANGUAGE_PLANS } from '../languages/language-list.ts';
import { readLanguage } from '../reading/language.ts';

/**
 * A bite in a language the English recipes cannot read: two honest steps in its language when
 * the planner writes it, else in English, with the bite quoted rather than glued in.
 */
export function unreadSteps(title: string): string[] {
  const words = title.replace(/[^\p{L}\p{N}\s'’-]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const language = readLanguage(words);
  const templates = language in LANGUAGE_PLANS ? LANGUAGE_PLANS[language as keyof typeof LANGUAGE_PLANS].anyBite : ['Get out what “{bite}” needs', 'Spend 10 minutes on “{bite}”, then note where you stopped'];
  return templates.map((template) => template.replace('{bite}', words || title));
}
