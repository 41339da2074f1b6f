import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

async function landing() {
  mockApi({});
  renderApp('/', { session: null });
  await screen.findByRole('heading', { level: 1 });
}

const section = (name: RegExp | string) => screen.getByRole('region', { name });

describe('Landing page', () => {
  it('has a hero with Get Started to /signup and Sign In to /login', async () => {
    await landing();
    const hero = section('Big goals, one bite at a time.');
    expect(within(hero).getByText(/accountability partner/i)).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(within(hero).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('explains the cake: goal the cake, subgoal a slice, task a crumb', async () => {
    await landing();
    const about = section('Every goal is a cake');
    expect(within(about).getByRole('heading', { name: 'Goal = the cake' })).toBeInTheDocument();
    expect(within(about).getByRole('heading', { name: 'Subgoal = a slice' })).toBeInTheDocument();
    expect(within(about).getByRole('heading', { name: 'Task = a crumb' })).toBeInTheDocument();
    expect(within(about).getByRole('heading', { name: 'Daily and weekly check-ins' })).toBeInTheDocument();
    expect(within(about).getByRole('heading', { name: 'Progress tracking' })).toBeInTheDocument();
    expect(within(about).getByRole('heading', { name: 'Nudges that find you' })).toBeInTheDocument();
    // Built before any server is known, the page promises no channel a server may lack.
    expect(document.body).not.toHaveTextContent(/Telegram/);
  });

  it('presents the five helpers with their roles, drawn inline', async () => {
    await landing();
    const team = section('Meet your helpers');
    const helpers = within(team).getAllByRole('listitem');
    expect(helpers.map((h) => [within(h).getByRole('heading').textContent, h.querySelector('.helper-role')?.textContent])).toEqual([
      ['Owl', 'Goal setup'],
      ['Mouse', 'Calm guidance'],
      ['Sparrow', 'Encouragement'],
      ['Ant', 'Task finishing'],
      ['Frog', 'Action'],
    ]);
    for (const helper of helpers) expect(helper.querySelector('svg')).not.toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('has how it works, a dashboard preview, testimonials and the latest updates', async () => {
    await landing();
    expect(within(section('How it works')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('Your dashboard at a glance')).getByRole('img', { name: /Preview of the dashboard/ })).toBeInTheDocument();
    expect(within(section('What early bakers say')).getAllByRole('figure')).toHaveLength(3);
    const updates = section('Latest updates');
    expect(within(updates).getByRole('heading', { name: 'Beta launch' })).toBeInTheDocument();
    expect(within(updates).getByRole('heading', { name: 'Mobile app' })).toBeInTheDocument();
  });

  it('ends with a Join call to action to /signup', async () => {
    await landing();
    expect(within(section('Ready for your first slice?')).getByRole('link', { name: 'Join Cakewalk' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
