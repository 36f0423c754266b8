import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { CustomerCall } from '@contract/calls';
import { expect, test } from './support/fixtures';
import { countOrderSounds } from './support/orderSounds';
import { currentPage } from './support/screens';
import { startSignedIn, staffSession, type StaffSession } from './support/staffSession';

/** Where `npm run screens`-style pictures of Chamados go when asked for (CALLS_SHOTS_DIR). */
const SHOTS_DIR = process.env.CALLS_SHOTS_DIR;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet-landscape', width: 1024, height: 768 },
] as const;

/** A customer at the table taps 'Chamar garçom' on the QR page: the public API, no staff token. */
async function callFromTable(request: APIRequestContext, baseURL: string, qrcode: string, reason: 'waiter' | 'cutlery'): Promise<CustomerCall> {
  const response = await request.post(`${baseURL}/public/qrcodes/${qrcode}/calls`, { data: { reason } });
  expect(response.status()).toBe(201);
  return (await response.json()) as CustomerCall;
}

interface Device {
  page: Page;
  /** Chimes started, and whether the call's own sound was fetched to play. */
  sounds: () => Promise<number>;
  callSoundFetched: () => boolean;
}

async function openCalls(browser: Browser, baseURL: string, session: StaffSession, viewport: { width: number; height: number }): Promise<Device> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const sounds = await countOrderSounds(page);
  let fetched = false;
  page.on('request', (req) => {
    if (req.url().endsWith('/sounds/table-call.wav')) fetched = true;
  });
  await startSignedIn(page, session);
  await page.goto('/more/calls');
  await expect(currentPage(page).locator('ion-title')).toHaveText('Chamados');
  // The first join of the shop's room loads the list: once it answers, nothing waits.
  await expect(currentPage(page).getByText('Nenhuma mesa chamando')).toBeVisible();
  return { page, sounds, callSoundFetched: () => fetched };
}

const card = (device: Device, id: number) => currentPage(device.page).getByTestId(`call-${id}`);
const moreCount = (device: Device) => device.page.getByTestId('calls-tab-count');

for (const viewport of VIEWPORTS) {
  test(`a call from a table reaches two staff devices (${viewport.width}x${viewport.height}): one claims it, the other sees who, then it is done`, async ({ browser, request, baseURL }) => {
    // Two devices, two calls, each step seen on both: longer than one device's flow.
    test.setTimeout(120_000);
    const session = await staffSession(request);
    const waiter = await openCalls(browser, baseURL ?? '', session, viewport);
    const counter = await openCalls(browser, baseURL ?? '', session, viewport);
    const table = viewport.name === 'phone' ? 'mesa-3' : 'mesa-2';
    const place = table === 'mesa-3' ? 'Mesa 3' : 'Mesa 2';

    const made = await callFromTable(request, baseURL ?? '', table, 'waiter');
    for (const device of [waiter, counter]) {
      await expect(card(device, made.id)).toContainText(new RegExp(`^${place} chamou o garçom · há \\d+ s`));
      await expect(card(device, made.id).getByRole('button', { name: 'Vou atender' })).toBeEnabled();
      await expect(moreCount(device)).toHaveText('1');
      await expect(device.page).toHaveTitle(/\(1\) Salão$/);
      // Its own sound: the call's recording, played at once.
      await expect.poll(device.sounds).toBeGreaterThanOrEqual(1);
      expect(device.callSoundFetched()).toBe(true);
    }

    // A second table asks for cutlery meanwhile: two cards, the title counts both.
    const cutlery = await callFromTable(request, baseURL ?? '', 'mesa-1', 'cutlery');
    await expect(card(counter, cutlery.id)).toContainText(/^Mesa 1 pediu talheres\/guardanapos · há \d+ s/);
    await expect(counter.page).toHaveTitle(/\(2\) Salão$/);

    await card(waiter, made.id).getByRole('button', { name: 'Vou atender' }).click();
    await expect(card(waiter, made.id)).toContainText('Ana vai atender');
    // The other device sees who took it, live, and no longer offers to take it.
    await expect(card(counter, made.id)).toContainText('Ana vai atender');
    await expect(card(counter, made.id).getByRole('button', { name: 'Vou atender' })).toHaveCount(0);
    await expect(counter.page).toHaveTitle(/\(1\) Salão$/);
    await expect(moreCount(counter)).toHaveText('1');
    if (SHOTS_DIR) await counter.page.screenshot({ path: `${SHOTS_DIR}/chamados-${viewport.name}.png` });

    await card(waiter, made.id).getByRole('button', { name: 'Concluir' }).click();
    for (const device of [waiter, counter]) {
      const done = currentPage(device.page).getByTestId('done-calls').getByTestId(`call-${made.id}`);
      await expect(done).toContainText('Concluído por Ana');
      await expect(done.getByRole('button')).toHaveCount(0);
    }

    // The cutlery goes the same way; then nothing waits and the alerts are gone on both devices.
    await card(counter, cutlery.id).getByRole('button', { name: 'Vou atender' }).click();
    await expect(card(counter, cutlery.id)).toContainText('Ana vai atender');
    await card(counter, cutlery.id).getByRole('button', { name: 'Concluir' }).click();
    for (const device of [waiter, counter]) {
      await expect(moreCount(device)).toHaveCount(0);
      await expect(device.page).not.toHaveTitle(/Salão/);
      await expect(currentPage(device.page).getByText('Nenhuma mesa chamando')).toBeVisible();
    }
    await waiter.page.context().close();
    await counter.page.context().close();
  });
}
