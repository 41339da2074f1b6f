import type { RouteId } from '@cakewalk/shared/routes.ts';

// How each route of the shared route table is deployed, keyed by the same ids. infra/ builds the
// functions, their grants and secrets from it; the browser never bundles it, so what each route
// may touch in the cloud is not shipped to every visitor.

export type TableAccess = 'none' | 'read' | 'write';
/**
 * Secrets by what they are for. 'origin' is the secret CloudFront adds to every request it sends
 * the API: a route that limits per client address needs it to believe the viewer's address.
 */
export type SecretGroup = 'jwt' | 'openai' | 'telegram' | 'vapid' | 'email-links' | 'origin';
/**
 * Bundle budget class: plain CRUD (250 KB), or the heavier handlers (900 KB, and the longer
 * timeout): AI, Telegram, check-in replies (a "too big" reply breaks the step down with the
 * planner), and the whole-account files (export, import, calendar feed).
 */
export type WeightClass = 'crud' | 'heavy';

export interface RouteDeployment {
  /** Least privilege on the table: a route that only reads gets read access only. */
  table: TableAccess;
  /** Secrets the route reads at cold start. */
  secrets: readonly SecretGroup[];
  weight: WeightClass;
  /** Sends email: SES permission for the sending identity alone. */
  sendsEmail?: true;
}

export const ROUTE_DEPLOYMENT = {
  'register': { table: 'write', secrets: ['jwt', 'origin'], weight: 'crud' },
  'login': { table: 'write', secrets: ['jwt', 'origin'], weight: 'crud' },
  'get-me': { table: 'read', secrets: [], weight: 'crud' },
  'get-dashboard': { table: 'read', secrets: [], weight: 'crud' },
  'list-goals': { table: 'read', secrets: [], weight: 'crud' },
  'create-goal': { table: 'write', secrets: [], weight: 'crud' },
  'get-goal': { table: 'read', secrets: [], weight: 'crud' },
  'update-goal': { table: 'write', secrets: [], weight: 'crud' },
  'update-plan': { table: 'write', secrets: [], weight: 'crud' },
  'rest-goal': { table: 'write', secrets: [], weight: 'crud' },
  'delete-goal': { table: 'write', secrets: [], weight: 'crud' },
  'update-microtask-status': { table: 'write', secrets: [], weight: 'crud' },
  'breakdown-microtask': { table: 'write', secrets: ['openai'], weight: 'heavy' },
  'breakdown-goal': { table: 'write', secrets: ['openai'], weight: 'heavy' },
  'goal-questions': { table: 'write', secrets: ['openai'], weight: 'heavy' },
  // Writes only the per-address count: a visitor's words are never stored.
  'try-goal-questions': { table: 'write', secrets: ['openai', 'origin'], weight: 'heavy' },
  'try-goal-breakdown': { table: 'write', secrets: ['openai', 'origin'], weight: 'heavy' },
  'list-reflections': { table: 'read', secrets: [], weight: 'crud' },
  'create-reflection': { table: 'write', secrets: [], weight: 'crud' },
  'update-reflection': { table: 'write', secrets: [], weight: 'crud' },
  'delete-reflection': { table: 'write', secrets: [], weight: 'crud' },
  'get-settings': { table: 'read', secrets: [], weight: 'crud' },
  'update-settings': { table: 'write', secrets: [], weight: 'crud' },
  'list-checkins': { table: 'read', secrets: [], weight: 'crud' },
  'reply-checkin': { table: 'write', secrets: ['openai'], weight: 'heavy' },
  'choose-way-forward': { table: 'write', secrets: ['openai'], weight: 'heavy' },
  'create-telegram-link': { table: 'write', secrets: [], weight: 'crud' },
  'unlink-telegram': { table: 'write', secrets: [], weight: 'crud' },
  'telegram-webhook': { table: 'write', secrets: ['telegram'], weight: 'heavy' },
  'change-password': { table: 'write', secrets: ['jwt', 'origin'], weight: 'crud' },
  'sign-out-everywhere': { table: 'write', secrets: ['jwt'], weight: 'crud' },
  'delete-account': { table: 'write', secrets: ['origin'], weight: 'crud' },
  'export-account': { table: 'read', secrets: [], weight: 'heavy' },
  'import-account': { table: 'write', secrets: [], weight: 'heavy' },
  'create-calendar-feed': { table: 'write', secrets: [], weight: 'crud' },
  'revoke-calendar-feed': { table: 'write', secrets: [], weight: 'crud' },
  'list-devices': { table: 'read', secrets: [], weight: 'crud' },
  'get-calendar-feed': { table: 'read', secrets: [], weight: 'heavy' },
  'get-openapi': { table: 'none', secrets: [], weight: 'crud' },
  'get-push-key': { table: 'none', secrets: ['vapid'], weight: 'crud' },
  'get-channels': { table: 'none', secrets: [], weight: 'crud' },
  'subscribe-push': { table: 'write', secrets: [], weight: 'crud' },
  'unsubscribe-push': { table: 'write', secrets: [], weight: 'crud' },
  // web-push (VAPID and the payload's encryption) is heavier than a CRUD route may be.
  'send-test-push': { table: 'write', secrets: ['vapid'], weight: 'heavy' },
  // The emails are rendered where they are sent (react-email), which only these routes carry.
  'request-password-reset': { table: 'write', secrets: ['origin'], weight: 'heavy', sendsEmail: true },
  'confirm-password-reset': { table: 'write', secrets: ['jwt'], weight: 'crud' },
  'send-email-confirmation': { table: 'write', secrets: [], weight: 'heavy', sendsEmail: true },
  'confirm-email': { table: 'write', secrets: [], weight: 'crud' },
  'unsubscribe-email': { table: 'write', secrets: ['email-links'], weight: 'crud' },
  'get-progress': { table: 'read', secrets: [], weight: 'crud' },
  'pause-goal': { table: 'write', secrets: [], weight: 'crud' },
  'resume-goal': { table: 'write', secrets: [], weight: 'crud' },
  'settle-due-move': { table: 'write', secrets: [], weight: 'crud' },
} as const satisfies Record<RouteId, RouteDeployment>;
