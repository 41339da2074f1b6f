import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailBody } from '../../src/mail/templates/mail-body.ts';

// The emails' HTML as react-email's components make it (tables and inline styles that mail apps
// agree on). No function renders it per person: build-mail-layout.ts renders each block once,
// with markers for the words, into the layout the functions fill (src/mail/templates/). The
// whole email is rendered here only to prove the filled layout is the same, byte for byte.
// Written with createElement rather than JSX: Node's own type stripping reads no JSX.

const COLORS = { text: '#2b2118', muted: '#6b5d52', accent: '#b4532a', page: '#fbf6f0', card: '#ffffff', line: '#eadfd3' };
const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

const styles = {
  body: { backgroundColor: COLORS.page, fontFamily: FONT, color: COLORS.text, margin: 0, padding: '24px 0' },
  container: { backgroundColor: COLORS.card, borderRadius: 12, maxWidth: 560, padding: '32px 28px', border: `1px solid ${COLORS.line}` },
  brand: { fontSize: 14, fontWeight: 700, color: COLORS.accent, margin: '0 0 16px' },
  heading: { fontSize: 24, lineHeight: '32px', margin: '0 0 16px' },
  text: { fontSize: 16, lineHeight: '26px', margin: '0 0 16px' },
  section: { borderLeft: `4px solid ${COLORS.accent}`, padding: '4px 0 4px 16px', margin: '8px 0 20px' },
  sectionHeading: { fontSize: 18, lineHeight: '26px', margin: '0 0 8px' },
  button: { backgroundColor: COLORS.accent, color: '#ffffff', borderRadius: 8, fontSize: 16, fontWeight: 600, padding: '12px 22px', textDecoration: 'none' },
  footer: { fontSize: 13, lineHeight: '20px', color: COLORS.muted, margin: '0 0 8px' },
} satisfies Record<string, CSSProperties>;

export const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The email's blocks, each a function of its words, so a block can be rendered alone. */
export const blocks = {
  frame: (preview: string, heading: string, content: ReactNode[]) => h(Html, { lang: 'en' },
    h(Head, null),
    h(Preview, null, preview),
    h(Body, { style: styles.body },
      h(Container, { style: styles.container },
        h(Text, { style: styles.brand }, 'Cakewalk'),
        h(Heading, { as: 'h1', style: styles.heading }, heading),
        ...content))),
  paragraph: (text: string) => h(Text, { style: styles.text }, text),
  section: (heading: string, paragraphs: ReactNode[]) => h(Section, { style: styles.section },
    h(Heading, { as: 'h2', style: styles.sectionHeading }, heading),
    ...paragraphs),
  button: (href: string, label: string) => h(Section, { style: { margin: '8px 0 24px' } }, h(Button, { href, style: styles.button }, label)),
  divider: () => h(Hr, { style: { borderColor: COLORS.line, margin: '24px 0 16px' } }),
  footerLine: (text: string) => h(Text, { style: styles.footer }, text),
  footerLink: (href: string, label: string) => h(Text, { style: styles.footer }, h(Link, { href, style: { color: COLORS.muted } }, label)),
};

export const renderBlock = (element: ReactNode): string => renderToStaticMarkup(element);

/** A whole email, rendered by React from scratch. */
export function renderWithReact(body: MailBody): string {
  const email = blocks.frame(body.preview, body.heading, [
    ...body.intro.map(blocks.paragraph),
    ...body.sections.map((section) => blocks.section(section.heading, section.paragraphs.map(blocks.paragraph))),
    blocks.button(body.button.href, body.button.label),
    ...body.after.map(blocks.paragraph),
    blocks.divider(),
    ...body.footer.lines.map(blocks.footerLine),
    body.footer.link && blocks.footerLink(body.footer.link.href, body.footer.link.label),
  ]);
  return `${DOCTYPE}${renderBlock(email)}`;
}
