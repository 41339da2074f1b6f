/// <reference lib="webworker" />
import { API_PREFIX, routePath } from '@cakewalk/shared/routes.ts';
import { PushPayload } from '@cakewalk/shared/schemas/channels/push.ts';
import { CheckinReplyResult } from '@cakewalk/shared/schemas/checkin.ts';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_SHELL_DOCUMENT } from '@cakewalk/shared/site-files.ts';
import { SESSION_CACHE, SESSION_TOKEN_URL } from './session-cache.ts';

// The service worker (vite-plugin-pwa's injectManifest builds it): the precached app shell, as
// before, and the check-ins that arrive as notifications (ARCHITECTURE.md, "Web push").

declare const self: ServiceWorkerGlobalScope;

// The first visit is served by the network; taking control at once lets that same visit work
// offline afterwards, and a new release replaces the old worker without a second tab.
void self.skipWaiting();
clientsClaim();

// The landing page (index.html, which precaching serves for `/`), the app shell (app.html), the
// hashed chunks and the icons are precached, so the app opens with no network. API answers are
// never cached: no runtime caching route exists.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every other path of the app opens the shell. A navigation to /api/... (the calendar feed, the
// OpenAPI document) must reach the server.
registerRoute(new NavigationRoute(createHandlerBoundToURL(`/${APP_SHELL_DOCUMENT}`), { denylist: [/^\/api(\/|$)/] }));

/** The words a button sends as the reply, read by the server as done and snoozed. */
const ACTIONS = { done: { title: 'Done', reply: 'done' }, 'not-today': { title: 'Not today', reply: 'not today' } } as const;
type ActionId = keyof typeof ACTIONS;
const isAction = (action: string): action is ActionId => action in ACTIONS;

function payloadOf(data: PushMessageData | null): PushPayload | undefined {
  try {
    const parsed = PushPayload.safeParse(data?.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function sessionToken(): Promise<string | undefined> {
  const stored = await (await caches.open(SESSION_CACHE)).match(SESSION_TOKEN_URL);
  return (await stored?.text()) || undefined;
}

/**
 * Signed out in this browser (a shared computer, say), a check-in shows that it came but not
 * what it says: the words wait behind a sign-in.
 */
const SIGNED_OUT = { title: 'Cakewalk', body: 'You have a new check-in. Sign in to see it.' };

async function show(payload: PushPayload): Promise<void> {
  const signedIn = Boolean(await sessionToken());
  const { title, body } = signedIn ? payload : SIGNED_OUT;
  await self.registration.showNotification(title, {
    body,
    icon: '/icon-192.png',
    tag: payload.checkin_id ?? 'cakewalk-test',
    data: payload,
    actions: signedIn && payload.checkin_id ? Object.entries(ACTIONS).map(([action, { title: label }]) => ({ action, title: label })) : [],
  } as NotificationOptions);
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event.data);
  if (payload) event.waitUntil(show(payload));
});

/** Brings an open Cakewalk tab to `url`, or opens one. */
async function open(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    await tab.focus();
    await tab.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}

/** Answers the check-in as the app's buttons do; the coach's answer replaces the notification. */
async function reply(payload: PushPayload & { checkin_id: string }, action: ActionId): Promise<boolean> {
  const token = await sessionToken();
  if (!token) return false;
  const response = await fetch(`${API_PREFIX}${routePath('reply-checkin', { id: payload.checkin_id })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ content: ACTIONS[action].reply }),
  }).catch(() => undefined);
  const answer = response?.ok ? CheckinReplyResult.safeParse(await response.json()) : undefined;
  if (!answer?.success) return false;
  await self.registration.showNotification(payload.title, { body: answer.data.message, icon: '/icon-192.png', tag: payload.checkin_id });
  return true;
}

async function onClick(notification: Notification, action: string): Promise<void> {
  notification.close();
  const payload = PushPayload.safeParse(notification.data);
  if (!payload.success) return open('/');
  const { checkin_id: checkinId } = payload.data;
  // Without a session here (signed out, or it ended), the app opens and asks to sign in.
  if (checkinId && isAction(action) && (await reply({ ...payload.data, checkin_id: checkinId }, action))) return;
  await open(payload.data.url);
}

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(onClick(event.notification, event.action));
});
