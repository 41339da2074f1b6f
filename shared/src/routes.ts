// The one route table. The CDK stack makes one function per entry, the local server serves the
// same entries with the same handler modules (functions/src/handlers/<concern>/<id>.ts, found by
// functions/src/handler-files.ts), and the web client builds its URLs from the paths here. The browser bundles this file, so it says only what a
// caller needs; how each route is deployed (table access, secrets, bundle class) is in
// functions/src/route-deployment.ts, keyed by the same ids.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  /** Also the handler's file name: functions/src/handlers/<concern>/<id>.ts */
  id: string;
  method: HttpMethod;
  /** Path under the /api prefix, with API Gateway style `{param}` segments. */
  path: string;
  /** Signed-in routes sit behind the authorizer; public ones do not. */
  auth: boolean;
  /** The largest request body the route takes, when not the usual 64 KB. */
  bodyBytes?: number;
  /**
   * A signed-in write that can make items in the table: its handler confirms afterwards that the
   * account is not being deleted meanwhile, and the delete-race test runs against it.
   */
  createsItems?: true;
}

import { LIMITS } from './schemas/limits.ts';

export const API_PREFIX = '/api';

// Each route is its own constant, so a handler's bundle carries its own entry and not the
// whole table; `routes` gathers them for the server, the stack and the web client. (Plain
// literals only: a spread would keep every entry in every bundle.)
export const registerRoute = { id: 'register', method: 'POST', path: '/auth/register', auth: false } as const satisfies RouteDef;
export const loginRoute = { id: 'login', method: 'POST', path: '/auth/login', auth: false } as const satisfies RouteDef;
export const getMeRoute = { id: 'get-me', method: 'GET', path: '/users/me', auth: true } as const satisfies RouteDef;
export const getDashboardRoute = { id: 'get-dashboard', method: 'GET', path: '/users/{id}/dashboard', auth: true } as const satisfies RouteDef;
export const listGoalsRoute = { id: 'list-goals', method: 'GET', path: '/goals', auth: true } as const satisfies RouteDef;
export const createGoalRoute = { id: 'create-goal', method: 'POST', path: '/goals', auth: true, createsItems: true } as const satisfies RouteDef;
export const getGoalRoute = { id: 'get-goal', method: 'GET', path: '/goals/{id}', auth: true } as const satisfies RouteDef;
export const updateGoalRoute = { id: 'update-goal', method: 'PUT', path: '/goals/{id}', auth: true } as const satisfies RouteDef;
export const updatePlanRoute = { id: 'update-plan', method: 'PUT', path: '/goals/{id}/plan', auth: true, createsItems: true } as const satisfies RouteDef;
export const restGoalRoute = { id: 'rest-goal', method: 'PUT', path: '/goals/{id}/rest', auth: true } as const satisfies RouteDef;
export const deleteGoalRoute = { id: 'delete-goal', method: 'DELETE', path: '/goals/{id}', auth: true } as const satisfies RouteDef;
export const updateMicrotaskStatusRoute = { id: 'update-microtask-status', method: 'PATCH', path: '/microtasks/{id}/status', auth: true, createsItems: true } as const satisfies RouteDef;
export const breakdownMicrotaskRoute = { id: 'breakdown-microtask', method: 'POST', path: '/gpt/breakdown', auth: true, createsItems: true } as const satisfies RouteDef;
export const breakdownGoalRoute = { id: 'breakdown-goal', method: 'POST', path: '/ai/goal-breakdown', auth: true } as const satisfies RouteDef;
export const goalQuestionsRoute = { id: 'goal-questions', method: 'POST', path: '/ai/goal-questions', auth: true } as const satisfies RouteDef;
/** The same two for a visitor on the landing page, before any account: counted per client address. */
export const tryGoalQuestionsRoute = { id: 'try-goal-questions', method: 'POST', path: '/try/goal-questions', auth: false } as const satisfies RouteDef;
export const tryGoalBreakdownRoute = { id: 'try-goal-breakdown', method: 'POST', path: '/try/goal-breakdown', auth: false } as const satisfies RouteDef;
export const listReflectionsRoute = { id: 'list-reflections', method: 'GET', path: '/reflections', auth: true } as const satisfies RouteDef;
export const createReflectionRoute = { id: 'create-reflection', method: 'POST', path: '/reflections', auth: true, createsItems: true } as const satisfies RouteDef;
export const updateReflectionRoute = { id: 'update-reflection', method: 'PUT', path: '/reflections/{id}', auth: true } as const satisfies RouteDef;
export const deleteReflectionRoute = { id: 'delete-reflection', method: 'DELETE', path: '/reflections/{id}', auth: true } as const satisfies RouteDef;
export const getSettingsRoute = { id: 'get-settings', method: 'GET', path: '/users/me/settings', auth: true } as const satisfies RouteDef;
export const updateSettingsRoute = { id: 'update-settings', method: 'PUT', path: '/users/me/settings', auth: true, createsItems: true } as const satisfies RouteDef;
export const listCheckinsRoute = { id: 'list-checkins', method: 'GET', path: '/checkins', auth: true } as const satisfies RouteDef;
export const replyCheckinRoute = { id: 'reply-checkin', method: 'POST', path: '/checkins/{id}/reply', auth: true, createsItems: true } as const satisfies RouteDef;
export const chooseWayForwardRoute = { id: 'choose-way-forward', method: 'POST', path: '/checkins/{id}/way-forward', auth: true, createsItems: true } as const satisfies RouteDef;
export const createTelegramLinkRoute = { id: 'create-telegram-link', method: 'POST', path: '/telegram/link', auth: true, createsItems: true } as const satisfies RouteDef;
export const unlinkTelegramRoute = { id: 'unlink-telegram', method: 'DELETE', path: '/telegram/link', auth: true } as const satisfies RouteDef;
export const telegramWebhookRoute = { id: 'telegram-webhook', method: 'POST', path: '/telegram/webhook', auth: false } as const satisfies RouteDef;
export const changePasswordRoute = { id: 'change-password', method: 'PUT', path: '/users/me/password', auth: true } as const satisfies RouteDef;
export const signOutEverywhereRoute = { id: 'sign-out-everywhere', method: 'DELETE', path: '/users/me/sessions', auth: true } as const satisfies RouteDef;
/** The linked Telegram chat and each push device, for the profile's Unlink and Remove. */
export const listDevicesRoute = { id: 'list-devices', method: 'GET', path: '/users/me/devices', auth: true } as const satisfies RouteDef;
export const deleteAccountRoute = { id: 'delete-account', method: 'DELETE', path: '/users/me', auth: true } as const satisfies RouteDef;
export const exportAccountRoute = { id: 'export-account', method: 'GET', path: '/users/me/export', auth: true } as const satisfies RouteDef;
export const importAccountRoute = { id: 'import-account', method: 'POST', path: '/users/me/import', auth: true, bodyBytes: LIMITS.importBytes, createsItems: true } as const satisfies RouteDef;
export const createCalendarFeedRoute = { id: 'create-calendar-feed', method: 'POST', path: '/users/me/calendar', auth: true, createsItems: true } as const satisfies RouteDef;
export const revokeCalendarFeedRoute = { id: 'revoke-calendar-feed', method: 'DELETE', path: '/users/me/calendar', auth: true } as const satisfies RouteDef;
/** `{file}` is `<token>.ics`: API Gateway path parameters are whole segments. */
export const getCalendarFeedRoute = { id: 'get-calendar-feed', method: 'GET', path: '/calendar/{file}', auth: false } as const satisfies RouteDef;
export const getOpenapiRoute = { id: 'get-openapi', method: 'GET', path: '/openapi.json', auth: false } as const satisfies RouteDef;
export const getPushKeyRoute = { id: 'get-push-key', method: 'GET', path: '/push/key', auth: false } as const satisfies RouteDef;
export const getChannelsRoute = { id: 'get-channels', method: 'GET', path: '/channels', auth: false } as const satisfies RouteDef;
export const subscribePushRoute = { id: 'subscribe-push', method: 'POST', path: '/users/me/push', auth: true, createsItems: true } as const satisfies RouteDef;
export const unsubscribePushRoute = { id: 'unsubscribe-push', method: 'DELETE', path: '/users/me/push/{id}', auth: true } as const satisfies RouteDef;
export const sendTestPushRoute = { id: 'send-test-push', method: 'POST', path: '/users/me/push/test', auth: true } as const satisfies RouteDef;
export const requestPasswordResetRoute = { id: 'request-password-reset', method: 'POST', path: '/auth/password-reset', auth: false } as const satisfies RouteDef;
export const confirmPasswordResetRoute = { id: 'confirm-password-reset', method: 'POST', path: '/auth/password-reset/confirm', auth: false } as const satisfies RouteDef;
export const sendEmailConfirmationRoute = { id: 'send-email-confirmation', method: 'POST', path: '/users/me/email/confirm', auth: true, createsItems: true } as const satisfies RouteDef;
export const confirmEmailRoute = { id: 'confirm-email', method: 'POST', path: '/auth/email/confirm', auth: false } as const satisfies RouteDef;
/** What the Progress page reads: runs, heatmaps, roads, this week, and Today's progress lines. */
export const getProgressRoute = { id: 'get-progress', method: 'GET', path: '/users/me/progress', auth: true } as const satisfies RouteDef;
export const pauseGoalRoute = { id: 'pause-goal', method: 'POST', path: '/goals/{id}/pause', auth: true } as const satisfies RouteDef;
export const resumeGoalRoute = { id: 'resume-goal', method: 'DELETE', path: '/goals/{id}/pause', auth: true } as const satisfies RouteDef;
export const settleDueMoveRoute = { id: 'settle-due-move', method: 'POST', path: '/goals/{id}/due-move', auth: true } as const satisfies RouteDef;
/** The List-Unsubscribe URL of check-in emails (RFC 8058): `{token}` is signed, so no sign-in is needed. */
export const unsubscribeEmailRoute = { id: 'unsubscribe-email', method: 'POST', path: '/email/unsubscribe/{token}', auth: false } as const satisfies RouteDef;

export const routes = {
  'register': registerRoute,
  'login': loginRoute,
  'get-me': getMeRoute,
  'get-dashboard': getDashboardRoute,
  'list-goals': listGoalsRoute,
  'create-goal': createGoalRoute,
  'get-goal': getGoalRoute,
  'update-goal': updateGoalRoute,
  'update-plan': updatePlanRoute,
  'rest-goal': restGoalRoute,
  'delete-goal': deleteGoalRoute,
  'update-microtask-status': updateMicrotaskStatusRoute,
  'breakdown-microtask': breakdownMicrotaskRoute,
  'breakdown-goal': breakdownGoalRoute,
  'goal-questions': goalQuestionsRoute,
  'try-goal-questions': tryGoalQuestionsRoute,
  'try-goal-breakdown': tryGoalBreakdownRoute,
  'list-reflections': listReflectionsRoute,
  'create-reflection': createReflectionRoute,
  'update-reflection': updateReflectionRoute,
  'delete-reflection': deleteReflectionRoute,
  'get-settings': getSettingsRoute,
  'update-settings': updateSettingsRoute,
  'list-checkins': listCheckinsRoute,
  'reply-checkin': replyCheckinRoute,
  'choose-way-forward': chooseWayForwardRoute,
  'create-telegram-link': createTelegramLinkRoute,
  'unlink-telegram': unlinkTelegramRoute,
  'telegram-webhook': telegramWebhookRoute,
  'change-password': changePasswordRoute,
  'sign-out-everywhere': signOutEverywhereRoute,
  'list-devices': listDevicesRoute,
  'delete-account': deleteAccountRoute,
  'export-account': exportAccountRoute,
  'import-account': importAccountRoute,
  'create-calendar-feed': createCalendarFeedRoute,
  'revoke-calendar-feed': revokeCalendarFeedRoute,
  'get-calendar-feed': getCalendarFeedRoute,
  'get-openapi': getOpenapiRoute,
  'get-push-key': getPushKeyRoute,
  'get-channels': getChannelsRoute,
  'subscribe-push': subscribePushRoute,
  'unsubscribe-push': unsubscribePushRoute,
  'send-test-push': sendTestPushRoute,
  'request-password-reset': requestPasswordResetRoute,
  'confirm-password-reset': confirmPasswordResetRoute,
  'send-email-confirmation': sendEmailConfirmationRoute,
  'confirm-email': confirmEmailRoute,
  'unsubscribe-email': unsubscribeEmailRoute,
  'get-progress': getProgressRoute,
  'pause-goal': pauseGoalRoute,
  'resume-goal': resumeGoalRoute,
  'settle-due-move': settleDueMoveRoute,
} as const;

export type RouteId = keyof typeof routes;

export const routeIds = /* @__PURE__ */ Object.keys(routes) as RouteId[];

/** Fills `{param}` segments, encoding each value. */
export function routePath(id: RouteId, params: Record<string, string> = {}): string {
  return routes[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${id}`);
    return encodeURIComponent(value);
  });
}
