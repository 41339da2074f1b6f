import type { MailBody } from './mail-body.ts';

/** The plain-text part: the same words as the HTML, with each link written out. */
export function renderText(body: MailBody): string {
  const blocks = [
    body.heading,
    ...body.intro,
    ...body.sections.map((section) => [section.heading, ...section.paragraphs].join('\n\n')),
    `${body.button.label}: ${body.button.href}`,
    ...body.after,
    ['--', ...body.footer.lines, ...(body.footer.link ? [`${body.footer.link.label}: ${body.footer.link.href}`] : [])].join('\n'),
  ];
  return `${blocks.join('\n\n')}\n`;
}
