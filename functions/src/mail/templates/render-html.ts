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
import { createElement as h, type CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailBody } from './mail-body.ts';

// The HTML part, with react-email's components (tables and inline styles that mail apps agree
// on). Written with createElement rather than JSX: the server's code runs on Node's own type
// stripping, which reads no JSX. React escapes every text and attribute.

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

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

const paragraph = (text: string, key: number) => h(Text, { key, style: styles.text }, text);

export function renderHtml(body: MailBody): string {
  const email = h(Html, { lang: 'en' },
    h(Head, null),
    h(Preview, null, body.preview),
    h(Body, { style: styles.body },
      h(Container, { style: styles.container },
        h(Text, { style: styles.brand }, 'Cakewalk'),
        h(Heading, { as: 'h1', style: styles.heading }, body.heading),
        ...body.intro.map(paragraph),
        ...body.sections.map((section, index) => h(Section, { key: `s${index}`, style: styles.section },
          h(Heading, { as: 'h2', style: styles.sectionHeading }, section.heading),
          ...section.paragraphs.map(paragraph))),
        h(Section, { style: { margin: '8px 0 24px' } }, h(Button, { href: body.button.href, style: styles.button }, body.button.label)),
        ...body.after.map(paragraph),
        h(Hr, { style: { borderColor: COLORS.line, margin: '24px 0 16px' } }),
        ...body.footer.lines.map((line, index) => h(Text, { key: `f${index}`, style: styles.footer }, line)),
        body.footer.link && h(Text, { style: styles.footer }, h(Link, { href: body.footer.link.href, style: { color: COLORS.muted } }, body.footer.link.label)))));
  return `${DOCTYPE}${renderToStaticMarkup(email)}`;
}
