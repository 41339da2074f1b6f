import type { Page } from 'playwright-core';

// The plan editor's rows as a person finds them: each step's "⋯" menu is named for its place
// ("Microtask 1.1.2 actions") and described by its title; the menu itself opens at the end of the page.

export const stepMenu = (page: Page, name: string) => page.getByRole('button', { name: `${name} actions`, exact: true });

/** The title a row shows, as its menu button is described by it. */
export function stepTitle(page: Page, name: string): Promise<string> {
  return stepMenu(page, name).evaluate((button) => {
    const [titleId = ''] = (button.getAttribute('aria-describedby') ?? '').split(' ');
    return document.getElementById(titleId)?.textContent ?? '';
  });
}

export async function chooseStep(page: Page, name: string, item: string): Promise<void> {
  await stepMenu(page, name).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

export async function renameStep(page: Page, name: string, title: string): Promise<void> {
  await chooseStep(page, name, 'Rename');
  const box = page.getByRole('textbox', { name, exact: true });
  await box.fill(title);
  await box.press('Enter');
}
