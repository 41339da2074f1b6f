import type { Page } from 'playwright-core';

/** The main navigation, opening the phone's menu first when the links are folded behind it. */
export async function mainNav(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', expanded: false });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Main' });
}

export async function closeMenu(page: Page): Promise<void> {
  const open = page.getByRole('button', { name: 'Menu', expanded: true });
  if (await open.isVisible()) await open.click();
}

export async function path(page: Page, expected: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof expected === 'string' ? url.pathname === expected : expected.test(url.pathname)));
}
