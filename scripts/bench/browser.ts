import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@server/seeds/demo';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

/** The system Chromium, as the end-to-end tests launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** A phone-sized page; the service worker is blocked so every script is fetched from the server. */
export async function newPhonePage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** Signs in with the demo account and waits for Pedidos. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/orders$/);
}

/**
 * Resolves once the app has joined its shop's live room: the 'account' call's answer is the first socket.io
 * acknowledgement (engine.io message 4, socket.io ack 3) on the websocket.
 */
export function liveJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('43')) resolve();
      });
    });
  });
}

/**
 * A phone page signed in on Pedidos, its first orders shown and its live room joined; `instrument` runs before the
 * app loads (init scripts that stamp what the page does).
 */
export async function signedInPedidos(browser: Browser, baseURL: string, instrument: (page: Page) => Promise<void>): Promise<Page> {
  const page = await newPhonePage(browser, baseURL);
  await instrument(page);
  const joined = liveJoined(page);
  await signIn(page);
  await page.locator('ion-item.order-tile').first().waitFor();
  await joined;
  return page;
}

declare global {
  interface Window {
    chimesAt?: number[];
    firstSeenAt?: Record<string, number>;
  }
}

/**
 * Stamps on the wall clock (the one a POST's Date.now() shares) the first appearance of every element whose
 * data-testid starts with `prefix`, in window.firstSeenAt.
 */
export async function stampFirstAppearances(page: Page, prefix: string): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper that does not exist in the page.
  await page.addInitScript((testIdPrefix) => {
    const seen: Record<string, number> = {};
    const selector = `[data-testid^="${testIdPrefix}"]`;
    window.firstSeenAt = seen;
    new MutationObserver((records) => {
      const at = performance.timeOrigin + performance.now();
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const found = node.matches(selector) ? [node] : [...node.querySelectorAll(selector)];
          for (const element of found) seen[element.getAttribute('data-testid') as string] ??= at;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, prefix);
}

/** When the element with this data-testid first appeared (see stampFirstAppearances), waiting up to `timeout` ms. */
export async function firstSeenAt(page: Page, testId: string, timeout: number): Promise<number | undefined> {
  const handle = await page.waitForFunction((id) => window.firstSeenAt?.[id], testId, { timeout }).catch(() => null);
  return handle ? ((await handle.jsonValue()) as number) : undefined;
}

/** Stamps every chime the page starts (a Web Audio buffer source) on the wall clock, in window.chimesAt. */
export async function stampChimes(page: Page): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper that does not exist in the page.
  await page.addInitScript(() => {
    const chimes: number[] = [];
    window.chimesAt = chimes;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: [number?, number?, number?]) {
      chimes.push(performance.timeOrigin + performance.now());
      return start.apply(this, args);
    };
  });
}

/** The first chime stamped at or after `since` (wall clock), waiting for it up to `timeout` ms. */
export async function chimeAfter(page: Page, since: number, timeout: number): Promise<number | undefined> {
  const handle = await page
    .waitForFunction((from) => window.chimesAt?.find((at) => at >= from - 50), since, { timeout })
    .catch(() => null);
  return handle ? ((await handle.jsonValue()) as number) : undefined;
}
