import { writeOwnDraft } from './drafts.ts';

// What a visitor makes before any account (the landing page's plan) has no owner yet: the account
// made next in this tab claims it, and it becomes that user's own draft of the same name. Apart
// from drafts.ts, so the app's first load does not carry it.
const VISITOR_PREFIX = 'visitor-draft:';

export function keepVisitorDraft(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(VISITOR_PREFIX + name, JSON.stringify(value));
  } catch (error) {
    // A full or blocked storage costs only the plan's trip through sign-up, never the page.
    console.warn('Could not keep the draft', error);
  }
}

export function hasVisitorDrafts(): boolean {
  return Object.keys(sessionStorage).some((key) => key.startsWith(VISITOR_PREFIX));
}

/** Makes this tab's visitor drafts the signed-in user's own, so the page they belong to opens with them. */
export function claimVisitorDrafts(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (!key.startsWith(VISITOR_PREFIX)) continue;
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    try {
      if (raw) writeOwnDraft(key.slice(VISITOR_PREFIX.length), JSON.parse(raw));
    } catch {
      // A draft that no longer reads is dropped, as a page drops one.
    }
  }
}
