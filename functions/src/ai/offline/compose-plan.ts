// Writes the plan: the domain's phases cut to the requested size, fitted to the timeframe, with
// milestones in the user's numbers, every template filled with the goal's own words, and no
// title used twice (a repeat is skipped and the next template takes its place).

import type { RawBreakdown } from '../clamp-breakdown.ts';
import type { PlanSize } from '../plan-size.ts';
import type { Domain, MilestoneTemplate, PhaseTemplate, TaskTemplate } from './domain.ts';
import type { Slots } from './fill-template.ts';
import { fillTemplate } from './fill-template.ts';
import type { Schedule, Window } from './phase-schedule.ts';
import { dueLabel, schedulePhases, windowLabel } from './phase-schedule.ts';
import type { Quantity } from './quantities.ts';
import { milestoneValues } from './quantities.ts';

type RawTask = RawBreakdown['subgoals'][number]['tasks'][number];

export interface Milestones {
  quantity: Quantity;
  template: MilestoneTemplate;
}

export interface PlanRequest {
  domain: Domain;
  slots: Slots;
  size: PlanSize;
  milestones: Milestones | undefined;
  /** The timeframe's length; without one the phases carry no dates. */
  weeks: number | undefined;
  /** Whether the goal's text matches a compromise pattern. */
  mentions(pattern: string): boolean;
}

/** The most important phases that fit, kept in the order they happen. */
function selectPhases(phases: readonly PhaseTemplate[], count: number): PhaseTemplate[] {
  const ranked = phases.map((phase, index) => ({ phase, index })).sort((a, b) => a.phase.priority - b.phase.priority || a.index - b.index);
  return ranked.slice(0, count).sort((a, b) => a.index - b.index).map(({ phase }) => phase);
}

class TitleWriter {
  readonly #used = new Set<string>();
  readonly #slots: Slots;

  constructor(slots: Slots) {
    this.#slots = slots;
  }

  /** The filled template, or undefined when a slot is empty or the title is already taken. */
  write(template: string, extra: Slots = {}, suffix = ''): string | undefined {
    const text = fillTemplate(template, { ...this.#slots, ...extra });
    if (!text) return undefined;
    const title = `${text}${suffix}`;
    const key = title.toLowerCase();
    if (this.#used.has(key)) return undefined;
    this.#used.add(key);
    return title;
  }

  writeMany(templates: readonly string[], count: number, extra: Slots = {}): string[] {
    const titles: string[] = [];
    for (const template of templates) {
      if (titles.length === count) break;
      const title = this.write(template, extra);
      if (title) titles.push(title);
    }
    return titles;
  }
}

function milestoneTasks(writer: TitleWriter, request: PlanRequest, schedule: Schedule | undefined, window: Window | undefined): RawTask[] {
  const { milestones, size } = request;
  if (!milestones) return [];
  const { quantity, template } = milestones;
  const wanted = size.tasksPerSubgoal >= 3 ? size.tasksPerSubgoal - 1 : size.tasksPerSubgoal;
  const values = milestoneValues(quantity.value, wanted, quantity.kinds.includes('count'));
  return values.flatMap((value, k) => {
    const extra = { amount: quantity.format(value), gain: quantity.format(value - (values[k - 1] ?? 0)) };
    const due = schedule && window ? ` (${dueLabel(schedule.unit, window, k + 1, values.length)})` : '';
    const title = writer.write(k === values.length - 1 ? template.final : template.task, extra, due);
    const microtasks = title ? writer.writeMany(template.microtasks, size.microtasksPerTask, extra) : [];
    return title && microtasks.length ? [{ title, microtasks: microtasks.map((text) => ({ title: text })) }] : [];
  });
}

function regularTasks(writer: TitleWriter, request: PlanRequest, templates: readonly TaskTemplate[], count: number): RawTask[] {
  const { size } = request;
  const tasks: RawTask[] = [];
  for (const template of templates) {
    if (tasks.length >= count) break;
    if (template.when && !request.mentions(template.when)) continue;
    const title = writer.write(template.title);
    if (!title) continue;
    const microtasks = writer.writeMany(template.microtasks, size.microtasksPerTask);
    if (microtasks.length) tasks.push({ title, microtasks: microtasks.map((text) => ({ title: text })) });
  }
  return tasks;
}

export function composePlan(request: PlanRequest): RawBreakdown['subgoals'] {
  const writer = new TitleWriter(request.slots);
  const phases = selectPhases(request.domain.phases, request.size.subgoals);
  const schedule = request.weeks ? schedulePhases(phases.map((phase) => phase.weight), request.weeks) : undefined;
  return phases.flatMap((phase, i) => {
    const window = schedule?.windows[i];
    const title = writer.write(phase.title, {}, schedule && window ? ` (${windowLabel(schedule.unit, window)})` : '');
    if (!title) return [];
    const milestones = phase.milestones ? milestoneTasks(writer, request, schedule, window) : [];
    const tasks = [...milestones, ...regularTasks(writer, request, phase.tasks, request.size.tasksPerSubgoal - milestones.length)];
    return tasks.length ? [{ title, tasks }] : [];
  });
}
