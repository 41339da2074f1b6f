import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import '../src/schemas/zod.ts';
import { Breakdown } from '../src/schemas/breakdown.ts';
import { CreateGoalBody, UpdateGoalBody } from '../src/schemas/goal.ts';
import { RegisterBody } from '../src/schemas/account/user.ts';
import { ReflectionQuery } from '../src/schemas/reflection.ts';

const ok = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).success;
const register = { name: 'Ann', email: 'ann@example.com', telegram_id: '@ann_bot', password: 'password1' };

describe('bounds', () => {
  it('accepts a valid sign-up and trims what people type', () => {
    const parsed = z.parse(RegisterBody, { ...register, name: '  Ann ' });
    expect(parsed.name).toBe('Ann');
  });

  it.each([
    ['an empty name', { name: ' ' }],
    ['a name over 100 characters', { name: 'a'.repeat(101) }],
    ['a malformed email', { email: 'ann@' }],
    ['an email over 254 characters', { email: `${'a'.repeat(250)}@x.io` }],
    ['a password under 8 characters', { password: 'short' }],
    ['a password over 128 characters', { password: 'p'.repeat(129) }],
    ['a telegram username under 5 characters', { telegram_id: '@abc' }],
    ['a telegram id with spaces', { telegram_id: 'ann bot' }],
  ])('refuses %s', (_, change) => {
    expect(ok(RegisterBody, { ...register, ...change })).toBe(false);
  });

  it('accepts a sign-up without a telegram id, missing or empty, as none', () => {
    const { telegram_id: _, ...withoutTelegram } = register;
    expect(z.parse(RegisterBody, withoutTelegram).telegram_id).toBe('');
    expect(z.parse(RegisterBody, { ...register, telegram_id: '  ' }).telegram_id).toBe('');
  });

  it('accepts a numeric telegram id', () => {
    expect(ok(RegisterBody, { ...register, telegram_id: '123456789' })).toBe(true);
  });

  const tree = (subgoals: number, tasks: number, microtasks: number) => Array.from({ length: subgoals }, () => ({
    title: 'S', tasks: Array.from({ length: tasks }, () => ({ title: 'T', microtasks: Array.from({ length: microtasks }, () => ({ title: 'M', minutes: 10, repeat: null })) })),
  }));
  const plan = { goal: 'G', tone: 'strict', due_date: null, source: 'offline' };

  it('holds a breakdown to 1-12 items at each level', () => {
    expect(ok(Breakdown, { ...plan, subgoals: tree(12, 12, 12) })).toBe(true);
    expect(ok(Breakdown, { ...plan, subgoals: tree(13, 1, 1) })).toBe(false);
    expect(ok(Breakdown, { ...plan, subgoals: tree(1, 13, 1) })).toBe(false);
    expect(ok(Breakdown, { ...plan, subgoals: tree(1, 1, 13) })).toBe(false);
    expect(ok(Breakdown, { ...plan, subgoals: tree(1, 1, 0) })).toBe(false);
    expect(ok(Breakdown, { ...plan, tone: 'sarcastic', subgoals: tree(1, 1, 1) })).toBe(false);
  });

  it('holds a proposed bite to 1-120 minutes and a repeat to day, weekday or week, 1-366 times', () => {
    const withBite = (bite: object) => ({ ...plan, subgoals: [{ title: 'S', tasks: [{ title: 'T', microtasks: [{ title: 'M', ...bite }] }] }] });
    expect(ok(Breakdown, withBite({ minutes: 120, repeat: { every: 'weekday', times: 366 } }))).toBe(true);
    expect(ok(Breakdown, withBite({ minutes: 0, repeat: null }))).toBe(false);
    expect(ok(Breakdown, withBite({ minutes: 10, repeat: { every: 'month', times: 3 } }))).toBe(false);
    expect(ok(Breakdown, withBite({ minutes: 10, repeat: { every: 'day', times: 367 } }))).toBe(false);
    expect(ok(Breakdown, withBite({ repeat: null }))).toBe(false);
    expect(ok(Breakdown, { ...withBite({ minutes: 10, repeat: null }), due_date: '2027-02-30' })).toBe(false);
  });

  it('saves a bite without an estimate or a repeat, as a person types it', () => {
    expect(ok(CreateGoalBody, { user_id: 'u', title: 'T', tone: 'friendly', subgoals: [{ title: 'S', tasks: [{ title: 'T', microtasks: [{ title: 'M' }] }] }] })).toBe(true);
  });

  it('holds goal fields to their bounds', () => {
    const goal = { user_id: 'u', title: 'T', tone: 'friendly', subgoals: tree(1, 1, 1) };
    expect(ok(CreateGoalBody, goal)).toBe(true);
    expect(ok(CreateGoalBody, { ...goal, title: 'x'.repeat(201) })).toBe(false);
    expect(ok(CreateGoalBody, { ...goal, description: 'x'.repeat(5001) })).toBe(false);
    expect(ok(CreateGoalBody, { ...goal, due_date: '2027-02-30' })).toBe(false);
    expect(ok(UpdateGoalBody, { title: 'T', description: '', due_date: null })).toBe(true);
    expect(ok(UpdateGoalBody, { title: 'T', description: '', due_date: '03/01/2027' })).toBe(false);
  });

  it('defaults the reflection list to newest first and checks its page size', () => {
    expect(z.parse(ReflectionQuery, { user_id: 'u' })).toMatchObject({ sort: 'desc', limit: 50 });
    expect(z.parse(ReflectionQuery, { user_id: 'u', limit: '100' }).limit).toBe(100);
    expect(ok(ReflectionQuery, { user_id: 'u', limit: '101' })).toBe(false);
    expect(ok(ReflectionQuery, { user_id: 'u', sort: 'sideways' })).toBe(false);
  });
});
