import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// The plan editor's rows as a person finds them: each step's "⋯" menu is named for its place
// ("Microtask 1.1.2 actions") and described by its title.

export const stepMenu = (name: string) => screen.getByRole('button', { name: `${name} actions` });

/** A slice's open/close button: "Subgoal · slice 2 ...". */
export const sliceToggle = (n: number) => screen.getByRole('button', { name: new RegExp(`^Subgoal · slice ${n}\\b`) });

export async function openSlice(user: UserEvent, n: number): Promise<void> {
  const toggle = sliceToggle(n);
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
}

/** Picks an item from a step's menu. */
export async function choose(user: UserEvent, name: string, item: string): Promise<void> {
  await user.click(stepMenu(name));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** The menu's item as shown, to see whether it is offered (aria-disabled when not). */
export async function menuItem(user: UserEvent, name: string, item: string): Promise<HTMLElement> {
  await user.click(stepMenu(name));
  return within(await screen.findByRole('menu', { name: `${name} actions` })).getByRole('menuitem', { name: item });
}

/** Renames a step through its menu; Enter keeps the new title. */
export async function rename(user: UserEvent, name: string, title: string): Promise<void> {
  await choose(user, name, 'Rename');
  const box = screen.getByRole('textbox', { name });
  await user.clear(box);
  await user.type(box, title ? `${title}{Enter}` : '{Enter}');
}

/** Names the step whose rename box has just opened (a new step). */
export async function nameNew(user: UserEvent, name: string, title: string): Promise<void> {
  await user.type(await screen.findByRole('textbox', { name }), `${title}{Enter}`);
}
