import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { claimVisitorDrafts } from '../../../../lib/drafts/visitor-drafts.ts';
import { saveSession } from '../../../../lib/infra/session.ts';
import { USER } from '../../../../../test/fixtures.ts';
import { mockApi, type ApiHandlers } from '../../../../../test/mock-api.ts';
import { currentPath, renderApp } from '../../../../../test/render-app.tsx';

const BREAKDOWN: Breakdown = {
  goal: 'Run a 10K',
  tone: 'strict',
  subgoals: [
    { title: 'Build a base', tasks: [{ title: 'Easy runs', microtasks: [{ title: 'Run 2 km', minutes: 15, repeat: null }, { title: 'Run 3 km', minutes: 20, repeat: null }] }] },
    { title: 'Race week', tasks: [{ title: 'Taper', microtasks: [{ title: 'Rest day', minutes: 5, repeat: null }] }] },
  ],
  due_date: null,
  source: 'offline',
};
const QUESTIONS = [{ id: 'start', text: 'Where are you starting from?', choices: ['Complete beginner', "I've done some before"] }];
const GOAL = 'Run a 10K without stopping';

function visit(extra: ApiHandlers = {}) {
  const api = mockApi({
    'POST /api/try/goal-questions': { body: { questions: QUESTIONS } },
    'POST /api/try/goal-breakdown': { body: BREAKDOWN },
    // Once signed in, the header greets the new account.
    'GET /api/users/me': { body: USER },
    ...extra,
  });
  return { api, ...renderApp('/', { session: null }) };
}

async function askAndPlan(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('What do you want to achieve?'), GOAL);
  await user.click(screen.getByRole('button', { name: 'Plan my goal' }));
  const question = await screen.findByRole('group', { name: 'Where are you starting from?' });
  await user.click(within(question).getByRole('button', { name: 'Complete beginner' }));
  await user.click(screen.getByRole('button', { name: 'Make my plan' }));
  return screen.findByRole('region', { name: 'Your plan: Run a 10K' });
}

describe('the landing page goal box', () => {
  it('asks the questions, then shows the plan from the public routes, with its first bite', async () => {
    const { user, api } = visit();
    const plan = await askAndPlan(user);
    expect(api.callsTo('POST /api/try/goal-questions')[0]?.body).toEqual({ goal: GOAL });
    expect(api.callsTo('POST /api/try/goal-breakdown')[0]?.body).toEqual({ goal: GOAL, answers: [{ id: 'start', answer: 'Complete beginner' }] });
    expect(api.calls.every((call) => !call.headers.has('authorization'))).toBe(true);
    expect(plan.querySelector('.try-first-bite')).toHaveTextContent('Run 2 km');
    expect(within(plan).getByRole('heading', { name: 'Build a base' })).toBeInTheDocument();
    // A crumb's name leads into its first bite, so "Easy runs" reads as something to do.
    const crumbs = plan.querySelectorAll('.try-slice li');
    expect([...crumbs].map((crumb) => crumb.textContent)).toEqual(['Easy runs: Run 2 km, and 1 more', 'Taper: Rest day']);
  });

  it('says why a try is refused (the hour used from this address) and asks nothing more', async () => {
    const limit = 'You have tried 20 plans from here this hour. Make a free account to keep planning, or try again later.';
    const { user, api } = visit({ 'POST /api/try/goal-questions': { status: 429, body: { error: limit } } });
    await user.type(await screen.findByLabelText('What do you want to achieve?'), GOAL);
    await user.click(screen.getByRole('button', { name: 'Plan my goal' }));
    expect(await screen.findByText(limit)).toBeVisible();
    expect(api.callsTo('POST /api/try/goal-breakdown')).toHaveLength(0);
  });

  it('"Save and start" opens sign-up with the plan kept, and the new account finds it as its goal setup draft', async () => {
    const { user } = visit();
    const plan = await askAndPlan(user);
    await user.click(within(plan).getByRole('button', { name: 'Save and start' }));
    await waitFor(() => expect(currentPath()).toBe('/signup'));
    expect(await screen.findByText(/Your plan is kept/)).toBeVisible();

    // What sign-up does on success: the account takes over the visitor's drafts.
    saveSession('token', USER);
    claimVisitorDrafts();
    const kept = JSON.parse(sessionStorage.getItem('draft:goal-setup-plan') ?? 'null') as { owner: string; value: { tone: string; suggestedTone: string; draft: { title: string } } };
    expect(kept.owner).toBe(USER.id);
    expect(kept.value).toMatchObject({ tone: 'strict', suggestedTone: 'strict', draft: { title: 'Run a 10K' } });
    expect(JSON.parse(sessionStorage.getItem('draft:goal-setup-text') ?? 'null')).toEqual({ owner: USER.id, value: GOAL });
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('visitor-draft:'))).toEqual([]);
  });
});
