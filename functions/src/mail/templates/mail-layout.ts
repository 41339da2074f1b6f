import layout from './mail-layout.json' with { type: 'json' };

// The emails' HTML, rendered once from react-email's components by `npm run mail:layout`
// (functions/scripts/build-mail-layout.ts), as the literal pieces between the words: the
// functions fill it for each person and carry no React.

export interface MailLayout {
  /** Before the preview, after it, after the heading, after the content. */
  frame: string[];
  /** A preview shorter than `width` is padded to it with `space`, so mail apps show nothing after it. */
  preview: { width: number; space: string };
  /** Pieces around each word, in the order the block's words come (see render-html.ts). */
  paragraph: string[];
  section: string[];
  button: string[];
  divider: string;
  footerLine: string[];
  footerLink: string[];
}

export const MAIL_LAYOUT: MailLayout = layout;
