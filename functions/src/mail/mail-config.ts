// Where emailed links point and who emails come from. Links are built from PUBLIC_URL alone, never
// from a request's Host header, which a caller could set to a site of theirs.

/** The app's address without a trailing slash: `https://cakewalk.example.com`. */
function publicUrl(): string | undefined {
  return process.env.PUBLIC_URL?.replace(/(?<!\/)\/+$/, '') || undefined;
}

/** The sender, as a From header: `Cakewalk <coach@example.com>`. */
export function mailFrom(): string {
  return process.env.MAIL_FROM || 'Cakewalk <cakewalk@localhost>';
}

/** Emails need somewhere for their links to point. */
export function mailConfigured(): boolean {
  return publicUrl() !== undefined;
}

/** An absolute link into the app: `link('/today')`. */
export function link(path: string): string {
  const base = publicUrl();
  if (!base) throw new Error('PUBLIC_URL is not set');
  return `${base}${path}`;
}
