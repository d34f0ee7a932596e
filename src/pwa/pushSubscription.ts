/**
 * Web Push for this device: ask permission, subscribe through the service worker with the
 * server's VAPID key, hand back the subscription's JSON (what UpdateFcmToken stores).
 */

export type PushProblem = 'unsupported' | 'denied' | 'dismissed' | 'noWorker';

/** A reason the person can act on, rather than a browser exception. */
export class PushSetupError extends Error {
  override readonly name = 'PushSetupError';
  constructor(readonly problem: PushProblem) {
    super(problem);
  }
}

type PushWindow = Pick<Window, 'navigator'> & { Notification?: typeof Notification; PushManager?: unknown };

function pushSupported(win: PushWindow = window): boolean {
  return 'serviceWorker' in win.navigator && typeof win.PushManager !== 'undefined' && typeof win.Notification !== 'undefined';
}

/** 'unsupported', or the browser's current permission for notifications. */
export function pushPermission(win: PushWindow = window): 'unsupported' | NotificationPermission {
  return pushSupported(win) && win.Notification ? win.Notification.permission : 'unsupported';
}

/** The key arrives as base64url; subscribe() wants its bytes. */
function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** The registration of /sw.js, or null when there is none (development build, registration failed). */
async function workerRegistration(win: PushWindow): Promise<ServiceWorkerRegistration | null> {
  const registration = await win.navigator.serviceWorker.getRegistration('/');
  return registration?.active ? registration : null;
}

/**
 * Subscribes this device and returns `JSON.stringify(subscription)`. Throws PushSetupError for
 * what the person can fix (or should know); other errors are the browser's or the network's.
 */
export async function subscribeToPush(publicKey: () => Promise<string>, win: PushWindow = window): Promise<string> {
  if (!pushSupported(win) || !win.Notification) throw new PushSetupError('unsupported');
  const permission = await win.Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const registration = await workerRegistration(win);
  if (!registration) throw new PushSetupError('noWorker');
  const key = base64UrlToBytes(await publicKey());
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another server key (the server's keys changed) cannot be reused.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return JSON.stringify(subscription);
}
