import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

// The .eml files the local server writes into DATA_DIR/mail/, read as a mail app would.

export interface Mailbox {
  /** Every email written so far, oldest first, parsed. */
  all(): Promise<ParsedMail[]>;
  /** The emails to one address. */
  to(address: string): Promise<ParsedMail[]>;
  /** The raw text of the newest file, for checks on the wire format. */
  raw(): string;
}

/** Points DATA_DIR at a new temporary folder, where the emails of this test file land. */
export function useTempMailbox(): Mailbox {
  const dir = mkdtempSync(join(tmpdir(), 'cakewalk-mail-'));
  process.env.DATA_DIR = dir;
  const folder = join(dir, 'mail');
  const files = () => {
    try {
      return readdirSync(folder).filter((name) => name.endsWith('.eml')).sort().map((name) => join(folder, name));
    } catch {
      return [];
    }
  };
  const all = () => Promise.all(files().map((file) => simpleParser(readFileSync(file))));
  return {
    all,
    to: async (address) => (await all()).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address)),
    raw: () => readFileSync(files().at(-1) ?? '', 'utf8'),
  };
}

/** The first link in the text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting ${prefix} in:\n${mail.text}`);
  return link;
}

/** A header as it was written (mailparser folds the List-* headers into one object of its own). */
export function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
}
