import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Archetype } from '../../../src/ai/offline/archetype.ts';
import { ARCHETYPES } from '../../../src/ai/offline/archetype-list.ts';
import { findSeams } from '../../../src/ai/offline/compose/write-title.ts';
import { takesLong } from '../../../src/ai/offline/compose/act-minutes.ts';

const folder = join(import.meta.dirname, '../../../src/ai/offline/archetypes');
const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
const read = (file: string): unknown => JSON.parse(readFileSync(join(folder, file), 'utf8'));
const bites = (archetype: Archetype) => archetype.phases.flatMap((phase) => phase.tasks.flatMap((task) => task.bites));

describe('archetype data', () => {
  it('holds at least 60 archetypes, every file listed once under its own id', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
    expect(ARCHETYPES.map((a) => `${a.id}.json`).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s fits the archetype schema', (file) => {
    const result = z.safeParse(Archetype, read(file));
    expect(result.success, JSON.stringify(result.error?.issues.slice(0, 3))).toBe(true);
  });

  it('starts every bite with a verb, never an article or a pronoun, and keeps it to 5-15 minutes but for an act that takes longer', () => {
    const offenders = ARCHETYPES.flatMap((archetype) =>
      bites(archetype).filter((bite) => /^(?:a|an|the|your|my|it|this|one)\b/i.test(bite.title) || bite.minutes < 5 || (bite.minutes > 15 && !takesLong(bite.title))).map((bite) => `${archetype.id}: ${bite.title}`),
    );
    expect(offenders).toEqual([]);
  });

  it('uses only the slots the planner fills, and gives a plain title only to a bite with a slot', () => {
    const offenders = ARCHETYPES.flatMap((archetype) =>
      bites(archetype).filter((bite) => {
        const slots = bite.title.match(/\{[^{}]*\}/g) ?? [];
        const unknown = slots.some((slot) => !['{goal}', '{object}', '{the}', '{skill}', '{target}', '{pace}', '{who}', '{they}', '{them}', '{their}'].includes(slot));
        return unknown || (bite.plain !== undefined && (slots.length === 0 || /[{}]/.test(bite.plain)));
      }).map((bite) => `${archetype.id}: ${bite.title}`),
    );
    expect(offenders).toEqual([]);
  });

  it('writes every title so it reads without a seam (a bite with one is left out of the plan)', () => {
    const titles = (archetype: Archetype) => [
      ...archetype.phases.flatMap((phase) => [phase.title, ...phase.tasks.map((task) => task.title)]),
      ...bites(archetype).flatMap((bite) => [bite.title.replace(/\{[^{}]*\}/g, 'Zorb'), ...(bite.plain ? [bite.plain] : [])]),
    ];
    const offenders = ARCHETYPES.flatMap((archetype) => titles(archetype).filter((title) => findSeams(title).length).map((title) => `${archetype.id}: ${title}`));
    expect(offenders).toEqual([]);
  });

  it('has habit bites that repeat, across health, money, study and home', () => {
    const habits = ARCHETYPES.filter((archetype) => bites(archetype).some((bite) => bite.repeat));
    expect(habits.length).toBeGreaterThanOrEqual(30);
  });
});
