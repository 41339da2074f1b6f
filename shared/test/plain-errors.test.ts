import { describe, expect, it } from 'vitest';
import { CreateGoalBody } from '../src/schemas/goal.ts';
import { ExportFile } from '../src/schemas/account/export-file.ts';
import { fieldErrors, plainError } from '../src/schemas/plain-errors.ts';
import { RegisterBody } from '../src/schemas/account/user.ts';

const register = { name: 'Ann', email: 'ann@example.com', telegram_id: '', password: 'correct horse' };

function firstError(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) throw new Error('expected the value to be refused');
  return plainError(issue, 'body');
}

describe('errors in plain words', () => {
  it('says what an email should look like, never a JSON path or zod words', () => {
    expect(firstError(RegisterBody, { ...register, email: 'not-an-email' })).toBe('Enter an email like name@example.com');
    expect(firstError(RegisterBody, { ...register, password: 'short' })).toBe('Use at least 8 characters for your password.');
    expect(firstError(RegisterBody, { ...register, name: 'n'.repeat(101) })).toBe('The name is too long: at most 100 characters.');
    expect(firstError(RegisterBody, { ...register, name: 42 })).toBe('The name must be text.');
  });

  it('names a nested step by its place, and a field by its words', () => {
    const step = (title: string) => [{ title: 'Slice', tasks: [{ title: 'Crumb', microtasks: [{ title }] }] }];
    const goal = { user_id: 'u1', title: 'Goal', tone: 'friendly', subgoals: step('Bite') };
    expect(firstError(CreateGoalBody, { ...goal, subgoals: step('x'.repeat(201)) })).toBe(
      'The title of subgoal 1, task 1, microtask 1 is too long: at most 200 characters.',
    );
    expect(firstError(CreateGoalBody, { ...goal, due_date: 'next tuesday' })).toBe('The due date must be a date like 2026-05-01.');
    expect(firstError(CreateGoalBody, { ...goal, tone: 'sarcastic' })).toBe('The tone must be one of: friendly, strict, motivational.');
    expect(firstError(CreateGoalBody, { ...goal, subgoals: [] })).toBe('The subgoals must have at least 1.');
  });

  it('makes the verb agree with a plural name, and leaves a singular one ending in s alone', () => {
    const goal = { user_id: 'u1', title: 'Goal', tone: 'friendly' };
    expect(firstError(CreateGoalBody, goal)).toBe('The subgoals are required.');
    expect(plainError({ path: ['goals'], message: 'has unknown fields: x' })).toBe('The goals have unknown fields: x.');
    expect(plainError({ path: ['status'], message: 'is required' })).toBe('The status is required.');
    expect(plainError({ path: ['progress'], message: 'is not valid' })).toBe('The progress is not valid.');
    expect(plainError({ path: ['subgoals', 0], message: 'is required' })).toBe('The subgoal 1 is required.');
  });

  it('says a file that is not an export is not one', () => {
    expect(firstError(ExportFile, { format: 'something-else', goals: 3 })).toBe('This file is not a Cakewalk export.');
  });

  it('gives each field of a form its first problem', () => {
    const parsed = RegisterBody.safeParse({ name: '', email: 'nope', password: 'short' });
    expect(fieldErrors(parsed.error?.issues ?? [])).toEqual({
      name: 'Enter your name.',
      email: 'Enter an email like name@example.com',
      password: 'Use at least 8 characters for your password.',
    });
  });
});
