// What every email says, as one structure that both parts are made from, so the plain-text and
// the HTML part never say different things.

interface MailLink {
  label: string;
  href: string;
}

/** A titled block: one goal's check-in in a round's email. */
interface MailSection {
  heading: string;
  paragraphs: string[];
}

export interface MailBody {
  /** The line mail apps show beside the subject. */
  preview: string;
  heading: string;
  intro: string[];
  sections: MailSection[];
  button: MailLink;
  after: string[];
  footer: { lines: string[]; link?: MailLink };
}

/** A text as paragraphs: its blank-line-separated blocks. */
export function paragraphsOf(text: string): string[] {
  return text.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
}
