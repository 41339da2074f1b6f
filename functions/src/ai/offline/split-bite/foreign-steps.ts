// A bite the offline planner wrote in another language carries its own smaller steps
// (languages/*.json): found here by its title, with the goal's words its slots held put back.

import { LANGUAGE_PLANS } from '../languages/language-list.ts';
import { readLanguage } from '../reading/language.ts';
import type { LanguageBite } from '../languages/language-plan.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Known {
  pattern: RegExp;
  slots: string[];
  steps: readonly string[];
}

/** A title with slots becomes a pattern that captures what filled them. */
function known(title: string, steps: readonly string[]): Known {
  const slots = [...title.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const pattern = new RegExp(`^${title.split(/\{\w+\}/).map(escape).join('(.+?)')}$`, 'i');
  return { pattern, slots, steps };
}

const knownOf = (bite: LanguageBite): Known[] => [
  known(bite.title, bite.steps),
  ...(bite.plain ? [known(bite.plain, bite.plainSteps ?? bite.steps.filter((step) => !/\{\w+\}/.test(step)))] : []),
];

const KNOWN: readonly Known[] = Object.values(LANGUAGE_PLANS).flatMap((plan) =>
  plan.themes.flatMap((theme) => theme.phases.flatMap((phase) => phase.tasks.flatMap((task) => task.bites.flatMap(knownOf)))));

/** The smaller steps of a bite written from the language files, or undefined for any other bite. */
export function foreignSteps(title: string): string[] | undefined {
  for (const { pattern, slots, steps } of KNOWN) {
    const match = pattern.exec(title.trim());
    if (!match) continue;
    const values = Object.fromEntries(slots.map((slot, i) => [slot, match[i + 1] ?? '']));
    return steps.map((step) => step.replace(/\{(\w+)\}/g, (whole, slot: string) => values[slot] ?? whole));
  }
  return undefined;
}

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
