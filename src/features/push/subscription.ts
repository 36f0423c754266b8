/* Kept apart from browserPush.ts: sign-out needs only this, and it loads with the first page. */

export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Without waiting for a worker: a page that has none has no subscription either. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** On sign-out, in the background: the next user of this device must not get this shop's orders. */
export function forgetPushSubscription(): void {
  if (isPushSupported()) currentSubscription().then((subscription) => subscription?.unsubscribe()).catch(() => undefined);
}
