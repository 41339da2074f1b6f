import { getToken } from '../../../lib/infra/session.ts';
import { shareTokenWithWorker } from '../../../lib/infra/worker-session.ts';
import { ApiError } from '../../../lib/infra/api-client.ts';
import { fetchPushKey, forgetSubscription, saveSubscription } from '../api/push.ts';

// This browser's push subscription. The browser asks its permission only inside turnOn, which
// runs from a click: never on load (ARCHITECTURE.md, "Web push").

/** The id the server gave this browser's subscription, to forget it again when turned off. */
const ID_KEY = 'push-subscription-id';

const BLOCKED = "Notifications are blocked for Cakewalk in this browser. Allow them in the site's settings (the icon beside the address), then try again.";

const UNAVAILABLE = "This browser has no push service Cakewalk can reach, so notifications can't be turned on here. Check-ins can still reach you by email, just below, or as notifications in Chrome, Edge, Firefox or Safari.";

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** Whether this browser has a subscription now (asks nothing of the person). */
export async function isSubscribed(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const worker = await navigator.serviceWorker.getRegistration();
  return Boolean(await worker?.pushManager.getSubscription());
}

/** What went wrong, said for a person: the browser's own words ("Registration failed - permission denied") never reach the page. */
class PushFailed extends Error {}

/** The key as bytes: every browser takes those (not all take the base64url string). */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushFailed(BLOCKED);
  const [{ public_key }, worker] = await Promise.all([fetchPushKey(), registration()]);
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(public_key) }).catch((failure: unknown) => {
    console.warn('The browser turned the push subscription down', failure);
    throw new PushFailed(UNAVAILABLE);
  });
  const { id } = await saveSubscription(subscription.toJSON());
  localStorage.setItem(ID_KEY, id);
  shareTokenWithWorker(getToken());
}

/** A failure's words when they are Cakewalk's own, else none: the panel then says its own line. */
export const readableFailure = (failure: unknown): string | undefined => (failure instanceof PushFailed || failure instanceof ApiError ? failure.message : undefined);

export async function turnOff(): Promise<void> {
  const subscription = await (await registration()).pushManager.getSubscription();
  const id = localStorage.getItem(ID_KEY);
  if (id) await forgetSubscription(id).catch((error: unknown) => console.warn('The server keeps the subscription until its push service says it is gone', error));
  localStorage.removeItem(ID_KEY);
  await subscription?.unsubscribe();
}

/**
 * On sign-out: the server forgets this browser's subscription and the browser drops it, so the
 * next account signed in here never gets this one's check-ins. `token` is the session that is
 * ending, already cleared from storage; nothing here waits on a service worker that may never be ready.
 */
export async function forgetThisBrowser(token: string): Promise<void> {
  const id = localStorage.getItem(ID_KEY);
  if (!id) return;
  localStorage.removeItem(ID_KEY);
  const forgotten = forgetSubscription(id, token).catch((error: unknown) => console.warn('The server keeps the subscription until its push service says it is gone', error));
  const worker = pushSupported() ? await navigator.serviceWorker.getRegistration() : undefined;
  await (await worker?.pushManager.getSubscription())?.unsubscribe();
  await forgotten;
}
