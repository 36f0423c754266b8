import type { CDPSession, Page, Worker } from '@playwright/test';

/**
 * The page's service worker once it controls the page, and its registration id as DevTools knows it. A push
 * delivered before then (the worker still installing its precache, which on a loaded machine takes seconds) is
 * dropped: no notification ever shows.
 */
export async function controllingWorker(page: Page): Promise<{ cdp: CDPSession; registrationId: string }> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((registration: { scopeURL: string; isDeleted: boolean }) => !registration.isDeleted);
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registered };
}

/** What the worker shows, read where it shows it. */
export const notificationTitles = (worker: Worker) =>
  worker.evaluate(async () =>
    (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).map((shown) => shown.title),
  );
