import type { Browser, Page } from '@playwright/test';
import { walkTime } from './support/clock';
import { expect, test } from './support/fixtures';
import { callFromTable } from './support/guestPage';
import { countOrderSounds } from './support/orderSounds';
import { currentPage } from './support/screens';
import { serverCutOff, type ServerCutOff } from './support/serverCutOff';
import { startSignedIn, staffSession, type StaffSession } from './support/staffSession';

/** Where `npm run screens`-style pictures of Chamados go when asked for (CALLS_SHOTS_DIR). */
const SHOTS_DIR = process.env.CALLS_SHOTS_DIR;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet-landscape', width: 1024, height: 768 },
] as const;

interface Device {
  page: Page;
  /** Chimes started, and whether the call's own sound was fetched to play. */
  sounds: () => Promise<number>;
  callSoundFetched: () => boolean;
}

async function openCalls(
  browser: Browser,
  baseURL: string,
  session: StaffSession,
  viewport: { width: number; height: number },
  cutOff?: (link: ServerCutOff) => void,
): Promise<Device> {
  const context = await browser.newContext({ baseURL, viewport });
  // Set up before the app opens, so its live socket goes through the route that can close it.
  if (cutOff) cutOff(await serverCutOff(context));
  const page = await context.newPage();
  // A device whose link is cut has a clock the flow walks through the outage.
  if (cutOff) await page.clock.install();
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

test('a call made while the server was out of reach shows, counts and chimes once the device catches up', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const session = await staffSession(request);
  let link: ServerCutOff | undefined;
  const device = await openCalls(browser, baseURL ?? '', session, { width: 390, height: 844 }, (cut) => (link = cut));
  if (!link) throw new Error('the link was not set up');
  const serverDown = device.page.getByText('Sem conexão com o servidor — reconectando…');

  await link.cut();
  await expect(serverDown).toBeVisible();
  const missed = await callFromTable(request, baseURL ?? '', 'mesa-2', 'cutlery');
  // Out of reach for longer than socket.io's own back-off would wait between attempts, on the device's clock.
  await walkTime(device.page.clock, 6_000);
  const soundsBefore = await device.sounds();
  link.restore();

  await expect(card(device, missed.id)).toContainText(/^Mesa 2 pediu talheres\/guardanapos · há \d+ s/, { timeout: 15_000 });
  await expect(device.page).toHaveTitle(/\(1\) Salão$/);
  await expect(moreCount(device)).toHaveText('1');
  await expect.poll(device.sounds).toBeGreaterThan(soundsBefore);
  await expect(serverDown).toHaveCount(0);

  await card(device, missed.id).getByRole('button', { name: 'Vou atender' }).click();
  await expect(card(device, missed.id)).toContainText('Ana vai atender');
  await card(device, missed.id).getByRole('button', { name: 'Concluir' }).click();
  await expect(moreCount(device)).toHaveCount(0);
  await device.page.context().close();
});
