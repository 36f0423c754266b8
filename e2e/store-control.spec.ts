import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { DayReport } from '@contract/day-report';
import type { OrdersPausedBody } from '@contract/errors';
import type { OrderList } from '@contract/ordering';
import type { PublicMenu } from '@contract/customer';
import { walkTime } from './support/clock';
import { placeOrder } from './support/customerOrders';
import { expect, test } from './support/fixtures';
import { currentPage, tapToSee } from './support/screens';
import { staffSession, startSignedIn, type StaffSession } from './support/staffSession';

async function phone(browser: Browser, baseURL: string, session: StaffSession, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await startSignedIn(page, session);
  await page.goto(path);
  await expect(currentPage(page).locator('ion-title')).not.toBeEmpty();
  return page;
}

/** As the app writes amounts: '$ 1.234,50' (spec). */
const money = (value: number) => `$ ${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const pausePath = (session: StaffSession) => `/ordering/accounts/${session.accountId}/shops/${session.shopId}/pause`;

/** A customer's order through the QR code 'mesa-1', answered as it is (refused or not). */
async function tryToOrder(request: APIRequestContext, baseURL: string) {
  const menu = (await (await request.get(`${baseURL}/public/qrcodes/mesa-1/menu`)).json()) as PublicMenu;
  const item = menu.categories.flatMap((category) => (category.optionGroups.every((group) => !group.required) ? category.items : []))[0];
  return request.post(`${baseURL}/public/qrcodes/mesa-1/orders`, {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { type: 0, customer: { name: 'Cliente pausado' }, items: [{ itemId: item.id, quantity: 1 }] },
  });
}

test.describe('pausing new orders', () => {
  let session: StaffSession;

  test.beforeEach(async ({ request }) => {
    session = await staffSession(request);
  });

  // The worker's other specs order through the same shop: never leave it paused.
  test.afterEach(async ({ request }) => {
    await request.delete(pausePath(session), { headers: { authorization: `Bearer ${session.accountToken}` } });
  });

  test('paused from Pedidos on one phone: the banner shows on another, customers are refused, Retomar ends it everywhere', async ({ browser, request, baseURL }) => {
    const first = await phone(browser, baseURL!, session, '/orders');
    const second = await phone(browser, baseURL!, session, '/menu');

    await tapToSee(currentPage(first).getByRole('button', { name: 'Menu' }), first.locator('ion-popover'));
    await first.locator('ion-popover').getByText('Pausar pedidos').click();
    const sheet = first.locator('ion-action-sheet');
    await expect(sheet).toContainText('Pausar pedidos por quanto tempo?');
    await sheet.getByRole('button', { name: '30 minutos' }).click();

    const until = /^Pedidos pausados até \d{2}:\d{2}$/;
    await expect(first.locator('.order-pause-text')).toHaveText(until);
    await expect(second.locator('.order-pause-text')).toHaveText(until);

    const refused = await tryToOrder(request, baseURL!);
    expect(refused.status()).toBe(423);
    const body = (await refused.json()) as OrdersPausedBody;
    expect(body.code).toBe('orders_paused');
    expect(Date.parse(body.resumeAt ?? '') - Date.now()).toBeGreaterThan(25 * 60_000);

    await second.locator('.order-pause-banner').getByRole('button', { name: 'Retomar' }).click();
    await expect(second.locator('.order-pause-banner')).toHaveCount(0);
    await expect(first.locator('.order-pause-banner')).toHaveCount(0);
    await placeOrder(request, baseURL!, 'mesa-1');
  });

  test("'Até eu retomar' from Mais: the banner has no time, and the Mais entry resumes", async ({ browser, request, baseURL }) => {
    const page = await phone(browser, baseURL!, session, '/more');
    await currentPage(page).getByText('Pausar pedidos').click();
    await page.locator('ion-action-sheet').getByRole('button', { name: 'Até eu retomar' }).click();
    await expect(page.locator('.order-pause-text')).toHaveText('Pedidos pausados');
    expect((await tryToOrder(request, baseURL!)).status()).toBe(423);

    await currentPage(page).getByText('Retomar pedidos').click();
    await expect(page.locator('.order-pause-banner')).toHaveCount(0);
    await expect(currentPage(page).getByText('Pausar pedidos')).toBeVisible();
  });

  test('a pause that fails to send says so and leaves the screen as it was', async ({ browser, baseURL }) => {
    const page = await phone(browser, baseURL!, session, '/orders');
    await page.route(/\/pause$/, (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
    await tapToSee(currentPage(page).getByRole('button', { name: 'Menu' }), page.locator('ion-popover'));
    await page.locator('ion-popover').getByText('Pausar pedidos').click();
    await page.locator('ion-action-sheet').getByRole('button', { name: '15 minutos' }).click();
    await expect(page.locator('ion-toast')).toContainText('Não foi possível pausar os pedidos.');
    await expect(page.locator('.order-pause-banner')).toHaveCount(0);
    await expect(currentPage(page).locator('ion-item.order-tile').first()).toBeVisible();
  });
});

test.describe("Resumo, the day's numbers", () => {
  test("shows the demo day's totals as the server adds them up, and exports its orders as a CSV Excel opens", async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const headers = { authorization: `Bearer ${session.accountToken}` };
    const ordering = `/ordering/accounts/${session.accountId}/shops/${session.shopId}`;
    const page = await phone(browser, baseURL!, session, '/more');
    await currentPage(page).getByText('Resumo').click();
    const screen = currentPage(page);
    await expect(screen.locator('ion-title')).toHaveText('Resumo');
    await expect(screen.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true');

    const report = (await (await request.get(`${ordering}/day-report`, { headers })).json()) as DayReport;
    expect(report.figures.orders).toBeGreaterThan(0);
    const figure = (label: string) => screen.locator('.day-figure').filter({ has: page.locator('dt', { hasText: label }) }).locator('.day-figure-value');
    await expect(figure('Faturamento')).toHaveText(money(report.figures.revenue));
    await expect(figure('Pedidos')).toHaveText(String(report.figures.orders));
    await expect(figure('Ticket médio')).toHaveText(money(report.figures.averageTicket));
    await expect(figure('Cancelados')).toHaveText(String(report.figures.canceledOrders));
    await expect(screen.getByRole('img', { name: /^Pedidos por hora: o pico foi às \d+h/ })).toBeVisible();
    const bestSellers = screen.locator('.day-report-section').filter({ hasText: 'Mais vendidos' }).locator('ion-item');
    await expect(bestSellers).toHaveCount(report.topProducts.length);
    await expect(bestSellers.first()).toContainText(`1.${report.topProducts[0].name}${report.topProducts[0].quantity} un.`);

    const download = page.waitForEvent('download');
    await screen.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`resumo-${report.from}.csv`);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = text.slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));
    expect(rows[0].slice(0, 3)).toEqual(['Pedido', 'Comanda', 'Data']);
    // Every order of the day, page by page: the flows before this one on the same server may have placed over a page.
    const codes: string[] = [];
    for (let offset = 0; ; offset += 100) {
      const params = { from: report.from, until: report.until, limit: 100, offset };
      const listed = (await (await request.get(`${ordering}/orders`, { headers, params })).json()) as OrderList;
      codes.push(...listed.orders.map((order) => order.code));
      if (listed.orders.length < 100) break;
    }
    // An order's line has its code; a payment's line has none, and its method and amount instead.
    const orderLines = rows.slice(1).filter((row) => row[0] !== '');
    const paymentLines = rows.slice(1).filter((row) => row[0] === '');
    expect(orderLines.map((row) => row[0]).sort()).toEqual(codes.sort());
    // Comma decimals, as Excel in pt-BR reads numbers.
    expect(orderLines.every((row) => /^\d+,\d{2}$/.test(row[6]) && row[8] === '')).toBe(true);
    expect(rows[0].slice(11)).toEqual(['Taxa de entrega da comanda', 'Valor pago', 'Dinheiro recebido', 'Troco', 'Recebido por']);
    expect(paymentLines.length).toBeGreaterThan(0);
    expect(paymentLines.every((row) => row[8] !== '' && /^\d+,\d{2}$/.test(row[12]))).toBe(true);

    await screen.getByRole('button', { name: 'Ontem' }).click();
    await expect(screen.locator('.day-report-title')).toHaveText(/^\p{Lu}[\p{Ll}-]+, \d{2}\/\d{2}$/u);
    await expect(screen.getByRole('button', { name: 'Ontem' })).toHaveAttribute('aria-pressed', 'true');
  });

  test("a tablet's Comandas shows today's takings on top, and follows a new order live", async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    await page.clock.install();
    await startSignedIn(page, session);
    await page.goto('/invoices');
    const card = page.locator('.today-card');
    await expect(card).toContainText('Hoje');
    const ordersFigure = card.locator('.today-card-figure').nth(1);
    await expect(ordersFigure).toHaveText(/^\d+ pedidos?$/);
    const orders = Number.parseInt((await ordersFigure.textContent()) ?? '', 10);
    await placeOrder(request, baseURL!, 'mesa-2');
    // The card follows the live events at its refresh pace (5 s after the last one): the tablet's clock walks on a
    // second at a time until it has.
    await expect
      .poll(async () => {
        await walkTime(page.clock, 1_000);
        return ordersFigure.textContent();
      }, { intervals: [0] })
      .toBe(`${orders + 1} pedidos`);
    await card.click();
    await expect(currentPage(page).locator('ion-title')).toHaveText('Resumo');
  });
});

test.describe("'Esgotar' from an order", () => {
  /** An X-Burguer with the option asked for, through the customer API: the order's id and the option's. */
  async function burgerWith(request: APIRequestContext, baseURL: string, optionName: string) {
    const menu = (await (await request.get(`${baseURL}/public/qrcodes/mesa-3/menu`)).json()) as PublicMenu;
    const category = menu.categories.find((entry) => entry.items.some((item) => item.name === 'X-Burguer'))!;
    const burger = category.items.find((item) => item.name === 'X-Burguer')!;
    const option = category.optionGroups.flatMap((group) => group.options).find((entry) => entry.name === optionName)!;
    const response = await request.post(`${baseURL}/public/qrcodes/mesa-3/orders`, {
      headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
      data: { type: 0, customer: { name: 'Cliente' }, items: [{ itemId: burger.id, quantity: 1, portionId: burger.portions[0]?.id, optionIds: [option.id] }] },
    });
    expect(response.status()).toBe(201);
    return { orderId: ((await response.json()) as { orderId: number }).orderId, optionId: option.id };
  }

  const offersOption = async (request: APIRequestContext, baseURL: string, name: string) => {
    const menu = (await (await request.get(`${baseURL}/public/qrcodes/mesa-3/menu`)).json()) as PublicMenu;
    return menu.categories.some((category) => category.optionGroups.some((group) => group.options.some((option) => option.name === name && option.available)));
  };

  test('an option sold out from the order: the dialog says how many products offer it, and the customer menu stops offering it', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const placed = await burgerWith(request, baseURL!, 'Ovo');
    const page = await phone(browser, baseURL!, session, `/orders/${placed.orderId}`);
    const row = currentPage(page).getByTestId(`availability-options-${placed.optionId}`);
    await expect(row).toContainText('Ovo');
    await row.getByRole('button', { name: 'Esgotar' }).click();
    const alert = page.locator('ion-alert');
    await expect(alert).toContainText('Esgotar opção');
    await expect(alert).toContainText(/Esta opção aparece em \d+ produtos?\. Marcar "Ovo" como indisponível em todos eles\?/);
    await alert.getByRole('button', { name: 'Sim' }).click();
    await expect(row).toContainText('Indisponível');
    await expect(row.getByRole('button', { name: 'Disponível' })).toBeEnabled();
    await expect.poll(() => offersOption(request, baseURL!, 'Ovo')).toBe(false);

    await row.getByRole('button', { name: 'Disponível' }).click();
    await expect(row.getByRole('button', { name: 'Esgotar' })).toBeEnabled();
    await expect.poll(() => offersOption(request, baseURL!, 'Ovo')).toBe(true);
  });

  test("a product's 'Esgotar' asks first: 'Não' leaves it on the menu without a call, 'Sim' marks it", async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const placed = await burgerWith(request, baseURL!, 'Cheddar');
    const page = await phone(browser, baseURL!, session, `/orders/${placed.orderId}`);
    const marks: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PUT' && /\/availability$/.test(sent.url())) marks.push(sent.url());
    });
    const row = currentPage(page).locator('[data-testid^="availability-items-"]').first();
    await expect(row).toContainText('X-Burguer');
    await row.getByRole('button', { name: 'Esgotar' }).click();
    const alert = page.locator('ion-alert');
    await expect(alert).toContainText('Esgotar produto');
    await expect(alert).toContainText('Marcar "X-Burguer" como indisponível? Os clientes o veem esgotado no cardápio até você tocar em Disponível.');
    await alert.getByRole('button', { name: 'Não' }).click();
    await expect(alert).toHaveCount(0);
    await expect(row).not.toContainText('Indisponível');
    expect(marks).toEqual([]);

    await row.getByRole('button', { name: 'Esgotar' }).click();
    await alert.getByRole('button', { name: 'Sim' }).click();
    await expect(row).toContainText('Indisponível');
    await expect.poll(() => marks.length).toBe(1);
    await expect(row.getByRole('button', { name: 'Disponível' })).toBeEnabled();
    await row.getByRole('button', { name: 'Disponível' }).click();
    await expect(row.getByRole('button', { name: 'Esgotar' })).toBeEnabled();
    await expect.poll(() => marks.length).toBe(2);
  });

  test("a product's 'Esgotar' the server refuses goes back, with the spec's message", async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const placed = await burgerWith(request, baseURL!, 'Cheddar');
    const page = await phone(browser, baseURL!, session, `/orders/${placed.orderId}`);
    await page.route(/\/availability$/, (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
    const row = currentPage(page).locator('[data-testid^="availability-items-"]').first();
    await expect(row).toContainText('X-Burguer');
    await row.getByRole('button', { name: 'Esgotar' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'Sim' }).click();
    await expect(page.locator('ion-toast')).toContainText('Não foi possível alterar.');
    await expect(row.getByRole('button', { name: 'Esgotar' })).toBeEnabled();
    await expect(row).not.toContainText('Indisponível');
  });
});
