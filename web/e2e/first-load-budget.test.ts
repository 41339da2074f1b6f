import { describe, expect, inject, it } from 'vitest';
import { FIRST_LOAD_BUDGET_BYTES, LANDING_PAGE, WebBuild } from './support/first-load.ts';

// Every page's first load (web/e2e/support/first-load.ts says what counts) stays within 120 KB
// gzipped, in the test run's production build of today's sources (tools/test/global-build.ts).
const build = new WebBuild(inject('webDist'));

describe('first-load JavaScript', () => {
  it('keeps every page within 120 KB gzipped, counting the shell and the page chunk', () => {
    const pages = build.pages();
    expect(pages.length).toBeGreaterThanOrEqual(8);

    const sizes = Object.fromEntries(pages.map((page) => [page, build.firstLoadBytes(page)]));
    const over = Object.entries(sizes).filter(([, size]) => size > FIRST_LOAD_BUDGET_BYTES);
    expect(over, `first-load sizes in bytes: ${JSON.stringify(sizes, null, 2)}`).toEqual([]);
  });

  it('keeps the code of the signed-in pages off the landing page', () => {
    const shell = build.shell();
    const landing = build.staticClosure(LANDING_PAGE, new Set(shell));
    const signedIn = ['src/app/routes/dashboard-route.tsx', 'src/features/goal-setup/components/goal-setup-page.tsx'];
    // The landing page's dashboard preview draws the same status icons (src/lib/ui/status-icon.tsx),
    // and its goal box is a form field like every form's (src/lib/ui/field.tsx).
    const sharedUi = (key: string) => ['status-icon', 'field'].includes(build.chunk(key).name ?? '');
    for (const page of signedIn) {
      const own = [...build.staticClosure(page, new Set())].filter((key) => !shell.has(key));
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((key) => landing.has(key) && !sharedUi(key))).toEqual([]);
    }
  });
});
