import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { PlaceOrderResult, PublicMenu } from '@contract/customer';
import type { Station } from '@contract/kitchen';
import type { Order } from '@contract/ordering';
import { walkTime } from './support/clock';
import { expect, test } from './support/fixtures';
import { blockSoundUntilTap, countOrderSounds } from './support/orderSounds';
import { chooseOption, currentPage } from './support/screens';
import { serverCutOff } from './support/serverCutOff';
import { okJson, staffSession, startSignedIn, startWaitingOrders, type StaffSession } from './support/staffSession';
import { smallTargets } from './support/tapTargets';

const TABLET = { width: 1024, height: 768 };
const SHOTS_DIR = process.env.KITCHEN_SHOTS_DIR;
/** Missed tickets show and chime within this of the tablet's time after the link returns (its clock walks it). */
const CATCH_UP_MS = 3_000;
const SERVER_DOWN = 'Sem conexão com o servidor — reconectando…';
const DEFAULT_SETTINGS = { autoComplete: true, ticketsFrom: 'approved', boardMinutes: 5, amberAfterMin: 10, redAfterMin: 20 };

const auth = (session: StaffSession) => ({ authorization: `Bearer ${session.accountToken}` });
const shopPath = (session: StaffSession) => `/ordering/accounts/${session.accountId}/shops/${session.shopId}`;

async function menuOf(request: APIRequestContext): Promise<PublicMenu> {
  return okJson<PublicMenu>(await request.get('/public/qrcodes/mesa-1/menu'));
}

function itemOf(menu: PublicMenu, name: string) {
  for (const category of menu.categories) {
    const item = category.items.find((entry) => entry.name === name);
    if (item) return { id: item.id, categoryId: category.id };
  }
  throw new Error(`No ${name} on the menu`);
}

/** The shop's stations from scratch: the kitchen takes the burgers, the bar the drinks. */
async function defineStations(request: APIRequestContext, session: StaffSession, menu: PublicMenu): Promise<void> {
  const { stations } = await okJson<{ stations: Station[] }>(await request.get(`${shopPath(session)}/stations`, { headers: auth(session) }));
  for (const station of stations) await request.delete(`${shopPath(session)}/stations/${station.id}`, { headers: auth(session) });
  const define = async (name: string, item: string) =>
    okJson<Station>(
      await request.post(`${shopPath(session)}/stations`, { headers: auth(session), data: { name, categoryIds: [itemOf(menu, item).categoryId] } }),
    );
  await define('Cozinha', 'X-Salada');
  await define('Bar', 'Coca-Cola lata');
}

async function burgerAndDrink(request: APIRequestContext, session: StaffSession, menu: PublicMenu): Promise<PlaceOrderResult & { code: string }> {
  const response = await request.post('/public/qrcodes/mesa-1/orders', {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: {
      type: 0,
      customer: { name: 'Cliente Cozinha' },
      items: [
        { itemId: itemOf(menu, 'X-Salada').id, quantity: 2 },
        { itemId: itemOf(menu, 'Coca-Cola lata').id, quantity: 1 },
      ],
    },
  });
  expect(response.status()).toBe(201);
  const placed = (await response.json()) as PlaceOrderResult;
  return { ...placed, code: (await orderOf(request, session, placed.orderId)).code };
}

async function orderOf(request: APIRequestContext, session: StaffSession, orderId: number): Promise<Order> {
  return okJson<Order>(await request.get(`${shopPath(session)}/orders/${orderId}`, { headers: auth(session) }));
}

/** A tablet over the line, on the kitchen screen, showing the station chosen on it. */
async function station(browser: Browser, baseURL: string, session: StaffSession, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: TABLET });
  const page = await context.newPage();
  await startSignedIn(page, session);
  await page.goto('/kitchen');
  await expect(currentPage(page).locator('ion-title')).toHaveText('Cozinha');
  await chooseOption(page, currentPage(page).locator('ion-select.kitchen-station'), name);
  return page;
}

/**
 * A tablet on 'Expedição' (every station, chosen on the device beforehand), counting its chimes; `prepare` runs on
 * its context before the app opens (a clock moved on, a link that can be cut).
 */
async function expeditionTablet(browser: Browser, baseURL: string, session: StaffSession, prepare?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, viewport: TABLET, locale: 'pt-BR' });
  const page = await context.newPage();
  await prepare?.(page);
  const sounds = await countOrderSounds(page);
  await page.addInitScript(() => localStorage.setItem('kitchenStation', JSON.stringify('expedition')));
  await startSignedIn(page, session);
  await page.goto('/kitchen');
  await expect(currentPage(page).locator('ion-select.kitchen-station')).toContainText('Expedição');
  await expect(currentPage(page).locator('.kitchen-all-day')).toBeVisible();
  return { page, sounds, close: () => context.close() };
}

async function saveSettings(request: APIRequestContext, session: StaffSession, settings: object): Promise<void> {
  await okJson(await request.put(`${shopPath(session)}/kitchen/settings`, { headers: auth(session), data: settings }));
}

/** The ticket's header: 'Concluir pedido', then what it shows (the keypad digit, the code, the age, the place). */
const bumpName = (code: string) => new RegExp(`^Concluir pedido (\\d )?#${code} `);
const ticketOf = (page: Page, code: string) => currentPage(page).getByRole('article', { name: `Pedido ${code}`, exact: true });

test.describe('the kitchen display', () => {
  test('two stations on two tablets: each ticks its own, the order completes when both are done, Pedidos shows it', async ({
    browser,
    request,
    baseURL,
  }) => {
    const session = await staffSession(request);
    const menu = await menuOf(request);
    await defineStations(request, session, menu);
    const bar = await station(browser, baseURL ?? '', session, 'Bar');
    const kitchen = await station(browser, baseURL ?? '', session, 'Cozinha');

    // The ticket arrives live on both screens, each with its own items only.
    const order = await burgerAndDrink(request, session, menu);
    const barTicket = ticketOf(bar, order.code);
    const kitchenTicket = ticketOf(kitchen, order.code);
    await expect(barTicket).toContainText('Coca-Cola lata');
    await expect(barTicket).not.toContainText('X-Salada');
    await expect(kitchenTicket).toContainText('2x X-Salada');
    await expect(kitchenTicket).not.toContainText('Coca-Cola');
    await expect(currentPage(kitchen).locator('.kitchen-all-day')).toContainText('X-Salada');

    // Readable at a metre: the code and the item lines at 24 px and more.
    const sizes = await kitchenTicket.evaluate((ticket) => ({
      code: parseFloat(getComputedStyle(ticket.querySelector('.kitchen-ticket-code') as Element).fontSize),
      line: parseFloat(getComputedStyle(ticket.querySelector('.kitchen-item-line') as Element).fontSize),
    }));
    expect(sizes.code).toBeGreaterThanOrEqual(24);
    expect(sizes.line).toBeGreaterThanOrEqual(24);
    if (SHOTS_DIR) await kitchen.screenshot({ path: `${SHOTS_DIR}/kitchen-1024x768.png` });

    // The kitchen ticks the burger (struck through, with who), then taps it again: undone.
    const burger = kitchenTicket.getByRole('button', { name: /X-Salada/ });
    await burger.click();
    await expect(burger).toHaveAttribute('aria-pressed', 'true');
    await expect(burger).toContainText('Ana');
    await burger.click();
    await expect(burger).toHaveAttribute('aria-pressed', 'false');

    // The bar ticks its drink and bumps its ticket, which leaves the bar; the order waits for the kitchen.
    const drink = barTicket.getByRole('button', { name: /Coca-Cola lata/ });
    await drink.click();
    await expect(drink).toHaveAttribute('aria-pressed', 'true');
    await barTicket.getByRole('button', { name: bumpName(order.code) }).click();
    await expect(barTicket).toHaveCount(0);
    expect((await orderOf(request, session, order.orderId)).status).toBe('authorized');

    // The kitchen bumps its ticket: every item done everywhere, the order is completed.
    await kitchenTicket.getByRole('button', { name: bumpName(order.code) }).click();
    await expect(kitchenTicket).toHaveCount(0);
    await expect.poll(async () => (await orderOf(request, session, order.orderId)).status).toBe('completed');
    await kitchen.goto(`/orders/${order.orderId}`);
    await expect(currentPage(kitchen).locator('.order-details-summary')).toContainText('Completado');

    await bar.context().close();
    await kitchen.context().close();
  });

  test("'Recuperar' brings a bumped ticket back; digits select, Enter bumps, Backspace recalls", async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const menu = await menuOf(request);
    await defineStations(request, session, menu);
    const bar = await station(browser, baseURL ?? '', session, 'Bar');
    const order = await burgerAndDrink(request, session, menu);
    const ticket = ticketOf(bar, order.code);
    await expect(ticket).toBeVisible();

    await ticket.getByRole('button', { name: bumpName(order.code) }).click();
    await expect(ticket).toHaveCount(0);
    await currentPage(bar).getByRole('button', { name: 'Recuperar' }).click();
    await expect(ticket).toBeVisible();
    await expect(ticket.getByRole('button', { name: /Coca-Cola lata/ })).toHaveAttribute('aria-pressed', 'true');

    // The keypad: the ticket's digit selects it, Enter bumps it, Backspace brings it back.
    const digit = (await ticket.locator('.kitchen-ticket-key').textContent()) ?? '';
    expect(digit).toMatch(/^\d$/);
    await bar.keyboard.press(digit);
    await expect(ticket).toHaveClass(/kitchen-ticket--selected/);
    await bar.keyboard.press('Enter');
    await expect(ticket).toHaveCount(0);
    await bar.keyboard.press('Backspace');
    await expect(ticket).toBeVisible();
    await bar.context().close();
  });

  test('keeps the station chosen on the device, and is reached from Mais and from Pedidos', async ({ page, request }) => {
    const session = await staffSession(request);
    await defineStations(request, session, await menuOf(request));
    await page.setViewportSize(TABLET);
    await startSignedIn(page, session);
    await page.goto('/more');
    await currentPage(page).locator('ion-item', { hasText: 'Cozinha' }).click();
    await expect(currentPage(page).locator('ion-title')).toHaveText('Cozinha');
    await chooseOption(page, currentPage(page).locator('ion-select.kitchen-station'), 'Bar');
    await page.reload();
    await expect(currentPage(page).locator('ion-select.kitchen-station')).toContainText('Bar');

    await page.goto('/orders');
    await currentPage(page).getByRole('button', { name: 'Menu' }).click();
    await page.locator('ion-popover ion-item', { hasText: 'Cozinha' }).click();
    await expect(currentPage(page).locator('ion-title')).toHaveText('Cozinha');
  });

  test("Mais -> 'Estações' defines a station with its categories; a category is offered to one station only", async ({ page, request }) => {
    const session = await staffSession(request);
    await defineStations(request, session, await menuOf(request));
    await page.setViewportSize(TABLET);
    await startSignedIn(page, session);
    await page.goto('/more');
    await currentPage(page).locator('ion-item', { hasText: 'Estações' }).click();
    await expect(currentPage(page).locator('ion-title')).toHaveText('Estações');

    const fresh = currentPage(page).getByRole('region', { name: 'Nova estação' });
    // Lanches belongs to the Cozinha already: the new station cannot take it.
    await expect(fresh.locator('ion-checkbox', { hasText: 'Lanches' })).toHaveAttribute('aria-disabled', 'true');
    await fresh.locator('ion-input input').fill('Confeitaria');
    await fresh.locator('ion-checkbox', { hasText: 'Sobremesas' }).click();
    await fresh.getByRole('button', { name: 'Salvar' }).click();
    const made = currentPage(page).getByRole('region', { name: 'Confeitaria' });
    await expect(made).toBeVisible();
    await expect(made.locator('ion-checkbox', { hasText: 'Sobremesas' })).toHaveAttribute('aria-checked', 'true');
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/stations-1024x768.png`, fullPage: true });

    const { stations } = await okJson<{ stations: Station[] }>(await request.get(`${shopPath(session)}/stations`, { headers: auth(session) }));
    expect(stations.map((entry) => entry.name)).toEqual(['Cozinha', 'Bar', 'Confeitaria']);

    await made.getByRole('button', { name: 'Remover' }).click();
    await expect(made).toHaveCount(0);

    // The shop's choice: the kitchen no longer completes orders by itself (then 'Expedição' does), and back.
    const settingsOf = async () =>
      (await okJson<{ autoComplete: boolean }>(await request.get(`${shopPath(session)}/kitchen/settings`, { headers: auth(session) }))).autoComplete;
    const autoComplete = currentPage(page).locator('ion-toggle', { hasText: 'Completar o pedido' });
    await autoComplete.click();
    await expect.poll(settingsOf).toBe(false);
    await expect(autoComplete).toHaveAttribute('aria-checked', 'false');
    await autoComplete.click();
    await expect.poll(settingsOf).toBe(true);
  });

  test("a ticket turns amber and red at the shop's thresholds set in 'Estações', not at the device's", async ({ browser, page, request, baseURL }) => {
    const session = await staffSession(request);
    const menu = await menuOf(request);
    await saveSettings(request, session, DEFAULT_SETTINGS);
    try {
      await page.setViewportSize(TABLET);
      await startSignedIn(page, session);
      await page.goto('/more/stations');
      await expect(currentPage(page).locator('ion-title')).toHaveText('Estações');
      const settingsNow = async () => {
        const { amberAfterMin, redAfterMin } = await okJson<{ amberAfterMin: number; redAfterMin: number }>(
          await request.get(`${shopPath(session)}/kitchen/settings`, { headers: auth(session) }),
        );
        return [amberAfterMin, redAfterMin];
      };
      const pick = async (select: string, label: string) => {
        const field = currentPage(page).locator(select);
        await field.click();
        await page.locator('ion-popover').getByRole('radio', { name: label, exact: true }).click();
        await expect(field).toContainText(label);
      };
      await pick('ion-select.kitchen-amber-after', '5 minutos');
      await expect.poll(settingsNow).toEqual([5, 20]);
      await pick('ion-select.kitchen-red-after', '10 minutos');
      await expect.poll(settingsNow).toEqual([5, 10]);
      if (SHOTS_DIR) {
        await currentPage(page).locator('ion-select.kitchen-red-after').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS_DIR}/kitchen-settings-1024x768.png` });
        await page.setViewportSize({ width: 390, height: 844 });
        await currentPage(page).locator('ion-select.kitchen-red-after').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS_DIR}/kitchen-settings-390x844.png` });
      }

      // A tablet whose clock is six and a half minutes on: the order placed now is six minutes old there. The
      // device's own thresholds are Configurações' defaults (amber after 10), so only the shop's turn it amber.
      const sixMinutesOn = Date.now() + 6.5 * 60_000;
      const tablet = await expeditionTablet(browser, baseURL ?? '', session, (tabletPage) => tabletPage.clock.install({ time: sixMinutesOn }));
      const order = await burgerAndDrink(request, session, menu);
      const ticket = ticketOf(tablet.page, order.code);
      await expect(ticket).toContainText('6 min');
      await expect(ticket).toHaveClass(/kitchen-ticket--late/);
      await expect(ticket).not.toHaveClass(/kitchen-ticket--very-late/);
      // Five minutes later: eleven minutes, past the shop's red, once the screen reads the age (every 10 s). The
      // minutes are set, not run through: a page clock jumped past socket.io's 45 s heartbeat drops the live link.
      await tablet.page.clock.setSystemTime(sixMinutesOn + 5 * 60_000);
      await tablet.page.clock.fastForward(10_000);
      await expect(ticket).toHaveClass(/kitchen-ticket--very-late/);
      await expect(ticket).toContainText('11 min');
      await tablet.close();
    } finally {
      await saveSettings(request, session, DEFAULT_SETTINGS);
    }
  });

  test('a new ticket arriving live on the kitchen screen chimes', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    await startWaitingOrders(request, session);
    const menu = await menuOf(request);
    const tablet = await expeditionTablet(browser, baseURL ?? '', session);
    expect(await tablet.sounds(), 'nothing new yet').toBe(0);
    const order = await burgerAndDrink(request, session, menu);
    await expect(ticketOf(tablet.page, order.code)).toBeVisible();
    await expect.poll(tablet.sounds).toBeGreaterThanOrEqual(1);
    await tablet.close();
  });

  test(`after the link was cut, every ticket missed shows and chimes within ${CATCH_UP_MS} ms of the tablet's time after its return`, async ({ browser, request, baseURL }) => {
    test.setTimeout(90_000);
    const session = await staffSession(request);
    const menu = await menuOf(request);
    let link: Awaited<ReturnType<typeof serverCutOff>> | undefined;
    const tablet = await expeditionTablet(browser, baseURL ?? '', session, async (tabletPage) => {
      await tabletPage.clock.install();
      link = await serverCutOff(tabletPage.context());
    });
    if (!link) throw new Error('the link was not set up');

    await link.cut();
    await expect(tablet.page.getByText(SERVER_DOWN)).toBeVisible();
    const missed = [await burgerAndDrink(request, session, menu), await burgerAndDrink(request, session, menu)];
    // Out of reach for longer than socket.io's own back-off would wait between attempts, on the tablet's clock.
    await walkTime(tablet.page.clock, 6_000);
    for (const order of missed) await expect(ticketOf(tablet.page, order.code)).toHaveCount(0);
    const soundsBefore = await tablet.sounds();

    link.restore();
    const restoredAt = Date.now();
    await walkTime(tablet.page.clock, CATCH_UP_MS);
    for (const order of missed) await expect(ticketOf(tablet.page, order.code)).toBeVisible({ timeout: 15_000 });
    await expect.poll(tablet.sounds, { timeout: 15_000 }).toBeGreaterThan(soundsBefore);
    const caughtUpMs = Date.now() - restoredAt;
    await expect(tablet.page.getByText(SERVER_DOWN)).toHaveCount(0);
    test.info().annotations.push({ type: 'catch-up', description: `Cozinha ${caughtUpMs} ms (real time)` });
    await tablet.close();
  });

  test("the 'Pronto' board shows the code in preparation, then ready, in very large type and nothing of the customer", async ({ page, request }) => {
    const session = await staffSession(request);
    const menu = await menuOf(request);
    await page.setViewportSize(TABLET);
    await startSignedIn(page, session);
    await page.goto('/board');
    const preparing = currentPage(page).locator('.board-column--preparing');
    const ready = currentPage(page).locator('.board-column--ready');
    await expect(preparing.getByRole('heading', { name: 'Preparando' })).toBeVisible();

    const order = await burgerAndDrink(request, session, menu);
    const code = (column: typeof ready) => column.locator('li').filter({ hasText: new RegExp(`^${order.code}$`) });
    await expect(code(preparing)).toBeVisible();
    expect(parseFloat(await code(preparing).evaluate((item) => getComputedStyle(item).fontSize))).toBeGreaterThanOrEqual(64);
    await expect(currentPage(page)).not.toContainText('Cliente Cozinha');
    await expect(page.locator('ion-tab-bar')).toHaveCount(0);

    await okJson<Order>(await request.put(`${shopPath(session)}/orders/${order.orderId}/prepared`, { headers: auth(session), data: { stationId: null } }));
    await expect(code(ready)).toBeVisible();
    await expect(code(preparing)).toHaveCount(0);
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/board-1024x768.png` });
  });

  test("the 'Pronto' board shows none of the staff's bars: no sound unlock, link state, pause banner or tabs", async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const pausePath = `${shopPath(session)}/pause`;
    const context = await browser.newContext({ baseURL, viewport: TABLET, locale: 'pt-BR' });
    try {
      const link = await serverCutOff(context);
      const page = await context.newPage();
      await page.clock.install();
      // The sound waits for a tap, as on a real tablet: the staff's screens ask for it.
      await blockSoundUntilTap(page);
      await startSignedIn(page, session);
      await okJson(await request.put(pausePath, { headers: auth(session), data: { minutes: 15 } }));
      await page.goto('/orders');
      const soundBar = page.getByRole('button', { name: 'Toque para ativar o som dos pedidos' });
      await expect(soundBar).toBeVisible();
      await expect(page.locator('.order-pause-banner')).toBeVisible();
      await expect(page.locator('ion-tab-bar')).toBeVisible();

      await page.goto('/board');
      await expect(currentPage(page).getByRole('heading', { name: 'Preparando' })).toBeVisible();
      await expect(soundBar).toHaveCount(0);
      await expect(page.locator('.order-pause-banner')).toHaveCount(0);
      await expect(page.locator('ion-tab-bar')).toHaveCount(0);
      await expect(page.locator('.offline-status')).toHaveCount(0);
      // The link lost for three seconds (the page's): the staff would see it said; the customers see the board as it was.
      await link.cut();
      await walkTime(page.clock, 3_000);
      await expect(page.getByText(SERVER_DOWN)).toHaveCount(0);
      await expect(page.locator('.offline-banner')).toHaveCount(0);
      await expect(currentPage(page).getByRole('heading', { name: 'Pronto' })).toBeVisible();
      if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/board-offline-1024x768.png` });
    } finally {
      await request.delete(pausePath, { headers: auth(session) });
      await context.close();
    }
  });

  test('the three screens have no serious accessibility violation and no control under 44 px', async ({ page, request }) => {
    const session = await staffSession(request);
    const menu = await menuOf(request);
    await defineStations(request, session, menu);
    await burgerAndDrink(request, session, menu);
    await page.setViewportSize(TABLET);
    await startSignedIn(page, session);
    for (const [path, shows] of [
      ['/kitchen', 'Todo o dia'],
      ['/more/stations', 'Nova estação'],
      ['/board', 'Preparando'],
    ]) {
      await page.goto(path);
      await expect(currentPage(page).getByText(shows).first()).toBeVisible();
      await expect(currentPage(page)).not.toHaveClass(/ion-page-invisible/);
      const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect.soft(serious.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      expect.soft(await smallTargets(page)).toEqual([]);
    }
  });
});
