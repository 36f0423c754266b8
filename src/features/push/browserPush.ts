import type { PushSubscriptionBody } from '@contract/push';
import { currentSubscription, isPushSupported } from './subscription';

/** What this browser can do about notifications, before anything is asked. */
export type PushAvailability = 'unsupported' | 'blocked' | 'off' | 'on';

// A page without a service worker (a browser that refuses them) would wait for `ready` forever.
const WORKER_READY_TIMEOUT_MS = 10_000;


async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('service worker not ready')), WORKER_READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function pushAvailability(): Promise<PushAvailability> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}


/** Asks for permission: call it from the tap on 'Notificações', never unprompted. */
export function requestNotificationPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Subscribes this browser with the server's VAPID key; a subscription made with another key is replaced. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionBody> {
  const { pushManager } = await workerRegistration();
  const applicationServerKey = keyBytes(publicKey);
  const existing = await pushManager.getSubscription();
  if (existing) {
    const key = existing.options.applicationServerKey;
    const sameKey = key !== null && new Uint8Array(key).every((byte, index) => byte === applicationServerKey[index]);
    if (sameKey) return existing.toJSON() as PushSubscriptionBody;
    await existing.unsubscribe();
  }
  const subscription = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscription.toJSON() as PushSubscriptionBody;
}

/** Ends this browser's subscription; returns its endpoint so the server can forget it too, or null if none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  if (!isPushSupported()) return null;
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
