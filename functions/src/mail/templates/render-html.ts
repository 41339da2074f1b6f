import type { MailBody } from './mail-body.ts';
import { MAIL_LAYOUT as L } from './mail-layout.ts';

// The HTML part: the layout react-email rendered once (mail-layout.ts), filled with this email's
// words, each escaped as React escapes text and attributes.

const ESCAPED: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escape = (text: string) => text.replace(/["'&<>]/g, (char) => ESCAPED[char]!);

/** The pieces with the words between them, in order. */
const fill = (pieces: readonly string[], ...words: string[]) => pieces.reduce((html, piece, i) => `${html}${words[i - 1]}${piece}`);

function preview(text: string): string {
  const shown = text.substring(0, L.preview.width);
  const padding = shown.length < L.preview.width ? `<div>${L.preview.space.repeat(L.preview.width - shown.length)}</div>` : '';
  return `${escape(shown)}${padding}`;
}

const paragraph = (text: string) => fill(L.paragraph, escape(text));

export function renderHtml(body: MailBody): string {
  const content = [
    ...body.intro.map(paragraph),
    ...body.sections.map((section) => fill(L.section, escape(section.heading), section.paragraphs.map(paragraph).join(''))),
    fill(L.button, escape(body.button.href), escape(body.button.label)),
    ...body.after.map(paragraph),
    L.divider,
    ...body.footer.lines.map((line) => fill(L.footerLine, escape(line))),
    body.footer.link ? fill(L.footerLink, escape(body.footer.link.href), escape(body.footer.link.label)) : '',
  ];
  return fill(L.frame, preview(body.preview), escape(body.heading), content.join(''));
}
