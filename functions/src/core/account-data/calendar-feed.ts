import { createHash, randomBytes } from 'node:crypto';
import { API_PREFIX, routePath } from '@cakewalk/shared/routes.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { currentStep } from '@cakewalk/shared/rules/current-step.ts';
import type { CalendarFeed } from '@cakewalk/shared/schemas/account/account.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import ical from 'ical-generator';
import { feedOwner, removeFeed, replaceFeed } from '../../data/accounts/calendar-feeds.ts';
import { listGoals } from '../../data/goals/read-goals.ts';
import { stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { getSettingsItem, toSettings } from '../../data/checkins/settings.ts';
import { NotFound } from '../../domain/errors.ts';

// A feed URL carries 256 random bits; only their SHA-256 is stored, so the table alone does not
// give anyone a working URL. A new URL replaces the old one, which then finds nothing.

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export async function createCalendarFeed(userId: string): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  await replaceFeed(userId, hashOf(token));
  return { url: `${API_PREFIX}${routePath('get-calendar-feed', { file: `${token}.ics` })}` };
}

export function revokeCalendarFeed(userId: string): Promise<void> {
  return removeFeed(userId);
}

/** An all-day event's date: ical-generator writes a date-only value from the UTC date. */
const allDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

function calendarOf(goals: readonly Goal[], today: string): string {
  const calendar = ical({ name: 'Cakewalk', prodId: { company: 'Cakewalk', product: 'Goals', language: 'EN' }, ttl: 60 * 60 });
  for (const goal of goals) {
    // Each item keeps its UID, so a calendar app updates the event instead of adding another.
    if (goal.due_date) {
      calendar.createEvent({
        id: `goal-${goal.id}-due@cakewalk`, allDay: true, start: allDay(goal.due_date),
        summary: `Due: ${goal.title}`, description: goal.description || undefined,
      });
    }
    const step = goal.status === 'done' ? undefined : currentStep(stepsOf(goal));
    if (step) {
      calendar.createEvent({
        id: `bite-${step.id}@cakewalk`, allDay: true, start: allDay(today),
        summary: `Today: ${step.title}`, description: `The next bite of "${goal.title}".`,
      });
    }
  }
  return calendar.toString();
}

/** The feed a calendar client reads: 404 for anything but a live token. */
export async function renderCalendarFeed(file: string, now = new Date()): Promise<string> {
  const token = FILE.exec(file)?.[1];
  const userId = token ? await feedOwner(hashOf(token)) : undefined;
  if (!userId) throw new NotFound('Calendar');
  const [goals, settings] = await Promise.all([listGoals(userId), getSettingsItem(userId)]);
  return calendarOf(goals, dayIn(now, toSettings(settings).timezone));
}
