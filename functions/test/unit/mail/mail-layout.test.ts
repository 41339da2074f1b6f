import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutFromReact } from '../../../scripts/mail-layout/layout-from-react.ts';
import { renderWithReact } from '../../../scripts/mail-layout/react-email.ts';
import type { MailBody } from '../../../src/mail/templates/mail-body.ts';
import { renderHtml } from '../../../src/mail/templates/render-html.ts';

// The functions fill a layout react-email rendered once instead of rendering every email with
// React; these prove the two give the same HTML, byte for byte, for any words at all.

// Words with every character React escapes, invisible ones, and long ones (a preview is cut).
const words = fc.string({ unit: fc.oneof(fc.constantFrom('&', '<', '>', '"', "'", ' ', '\u00a0', 'é', '🍰'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 200 });
const link = fc.record({ label: words, href: words });
const body: fc.Arbitrary<MailBody> = fc.record({
  preview: words,
  heading: words,
  intro: fc.array(words, { maxLength: 3 }),
  sections: fc.array(fc.record({ heading: words, paragraphs: fc.array(words, { maxLength: 3 }) }), { maxLength: 3 }),
  button: link,
  after: fc.array(words, { maxLength: 2 }),
  footer: fc.record({ lines: fc.array(words, { maxLength: 3 }), link: fc.option(link, { nil: undefined }) }, { requiredKeys: ['lines'] }),
});

describe('the email layout', () => {
  it('fills to the very HTML react-email renders from scratch', () => {
    fc.assert(fc.property(body, (mail) => {
      expect(renderHtml(mail)).toBe(renderWithReact(mail));
    }), { numRuns: 300 });
  });

  it('is the layout react-email renders today (npm run mail:layout writes it)', () => {
    const committed: unknown = JSON.parse(readFileSync(new URL('../../../src/mail/templates/mail-layout.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(layoutFromReact());
  });
});
