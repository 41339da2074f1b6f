import type { ReactNode } from 'react';
import type { MailLayout } from '../../src/mail/templates/mail-layout.ts';
import { DOCTYPE, blocks, renderBlock } from './react-email.ts';

// Each block of the email rendered once, with a marker in each place a word goes, and cut at the
// markers: what is left are the literal pieces the functions put the (escaped) words between.
// Only markers are rendered here, never a person's words, and no block's own markup has one.

const marker = (slot: number) => `@@slot-${slot}@@`;
const MARKER = /@@slot-(\d+)@@/g;

function piecesOf(render: (...slots: string[]) => ReactNode, slots: number): string[] {
  const markers = Array.from({ length: slots }, (_, slot) => marker(slot));
  const html = renderBlock(render(...markers));
  const pieces = html.split(MARKER).filter((_, i) => i % 2 === 0);
  const order = [...html.matchAll(MARKER)].map((match) => Number(match[1]));
  if (order.join() !== markers.map((_, slot) => slot).join()) throw new Error(`a block's words came out of order: ${order.join()}`);
  return pieces;
}

// react-email's Preview pads a short preview with invisible characters up to its width, so mail
// apps show no body text after it; the layout keeps that space to pad each preview to its length.
const PREVIEW_WIDTH = 150;

function previewPadding(afterPreview: string): { space: string; rest: string } {
  const padded = marker(0).length;
  const match = /^<div>([^<]*)<\/div>/.exec(afterPreview);
  const inner = match?.[1] ?? '';
  const space = inner.slice(0, inner.length / (PREVIEW_WIDTH - padded));
  if (!match || space.repeat(PREVIEW_WIDTH - padded) !== inner) throw new Error('react-email pads the preview in a way the layout does not know');
  return { space, rest: afterPreview.slice(match[0].length) };
}

export function layoutFromReact(): MailLayout {
  const [beforePreview = '', afterPreview = '', afterHeading = '', afterContent = ''] = piecesOf((preview, heading, content) => blocks.frame(preview!, heading!, [content]), 3);
  const { space, rest } = previewPadding(afterPreview);
  return {
    frame: [`${DOCTYPE}${beforePreview}`, rest, afterHeading, afterContent],
    preview: { width: PREVIEW_WIDTH, space },
    paragraph: piecesOf((text) => blocks.paragraph(text!), 1),
    section: piecesOf((heading, paragraphs) => blocks.section(heading!, [paragraphs]), 2),
    button: piecesOf((href, label) => blocks.button(href!, label!), 2),
    divider: renderBlock(blocks.divider()),
    footerLine: piecesOf((text) => blocks.footerLine(text!), 1),
    footerLink: piecesOf((href, label) => blocks.footerLink(href!, label!), 2),
  };
}
