import type { Browser, Locator, Page } from '@playwright/test';
import { walkTime } from './support/clock';
import { placeOrder } from './support/customerOrders';
import { demoRecords } from './support/demoRecords';
import { expect, test } from './support/fixtures';
import { tapToSee, toggle } from './support/screens';
import { staffSession, startSignedIn, type StaffSession } from './support/staffSession';

const landscape = { width: 1024, height: 768 };
const portrait = { width: 768, height: 1024 };

/** A tablet signed in; its clock runs at its own pace until a flow walks it through the app's own delays (walkTime). */
async function tabletPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }, session: StaffSession): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.clock.install();
  await startSignedIn(page, session);
  return page;
}

/** Taps a list's row and waits until the address says it opened. */
async function openFromList(page: Page, row: Locator, address: RegExp): Promise<void> {
  await row.click();
  await expect(page).toHaveURL(address);
}

const listPane = (page: Page) => page.locator('.workspace-list:visible');
const detailPane = (page: Page) => page.locator('.workspace-detail:visible');

test.describe('counter tablet: two panes, actions from the list, active filters', () => {
  for (const [orientation, viewport] of [['landscape', landscape], ['portrait', portrait]] as const) {
    test(`Pedidos keeps the list beside the chosen order (${orientation}), and the address deep-links`, async ({ browser, request, baseURL }) => {
      const session = await staffSession(request);
      const records = await demoRecords(request, session);
      const page = await tabletPage(browser, baseURL ?? '', viewport, session);
      await page.goto('/orders');
      await expect(detailPane(page).getByText('Escolha um pedido na lista')).toBeVisible();
      const tile = listPane(page).getByTestId(`order-${records.orderId}`);
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`/orders/${records.orderId}$`));
      await expect(detailPane(page).locator('ion-title')).toHaveText(/^Pedido #\d+$/);
      // The list is still there, the chosen tile marked, and the pane has no back button (the list is beside it).
      await expect(tile).toBeVisible();
      await expect(tile).toHaveAttribute('aria-current', 'true');
      await expect(detailPane(page).locator('ion-back-button')).toHaveCount(0);

      await page.goto(`/orders/${records.orderId}`);
      await expect(listPane(page).getByTestId(`order-${records.orderId}`)).toBeVisible();
      await expect(detailPane(page).locator('ion-title')).toHaveText(/^Pedido #\d+$/);
      await page.context().close();
    });
  }

  test('Iniciar and Pronto from the tile; the finished order leaves the list after a moment', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const page = await tabletPage(browser, baseURL ?? '', landscape, session);
    await page.goto('/orders');
    await expect(listPane(page).locator('ion-item.order-tile').first()).toBeVisible();
    const placed = await placeOrder(request, baseURL ?? '', 'mesa-1');
    const code = placed.orderCode;
    const tile = listPane(page).getByTestId(`order-${placed.orderId}`);
    await expect(tile).toBeVisible();

    await tapToSee(listPane(page).getByRole('button', { name: `Iniciar pedido #${code}` }), tile.getByText('Preparando'));
    // Acting from the list does not open the order.
    await expect(page).toHaveURL(/\/orders$/);
    await tapToSee(listPane(page).getByRole('button', { name: `Pronto pedido #${code}` }), tile.getByText('Completado'));
    await expect(listPane(page).getByRole('button', { name: `Pronto pedido #${code}` })).toHaveCount(0);
    // The finished tile stays 4 s (the tablet's), then makes room.
    await walkTime(page.clock, 4_000);
    await expect(tile).toHaveCount(0);
    await page.context().close();
  });

  test('the filter button counts the active filters and each one is dismissed from a chip above the list', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const page = await tabletPage(browser, baseURL ?? '', landscape, session);
    await page.goto('/orders');
    const filterButton = listPane(page).getByRole('link', { name: /^Filtros/ });
    await expect(filterButton).toHaveAccessibleName('Filtros');
    await filterButton.click();
    // The filters open beside the list.
    await expect(page).toHaveURL(/\/orders\/filters$/);
    await expect(detailPane(page).locator('ion-title')).toHaveText('Filtros');
    const completed = detailPane(page).getByRole('checkbox', { name: 'Completado' });
    await completed.click();
    await expect(completed).toHaveAttribute('aria-checked', 'true');
    await detailPane(page).getByRole('button', { name: 'Confirmar' }).click();

    await expect(filterButton).toHaveAccessibleName('Filtros, 3 ativos');
    await expect(listPane(page).locator('.filter-count')).toHaveText('3');
    const chips = listPane(page).getByRole('group', { name: 'Filtros ativos' });
    await expect(chips.getByRole('button')).toHaveText(['Aguardando', 'Preparando', 'Completado']);
    await chips.getByRole('button', { name: 'Remover filtro Completado' }).click();
    await expect(chips).toHaveCount(0);
    await expect(filterButton).toHaveAccessibleName('Filtros');
    await expect(listPane(page).locator('.filter-count')).toHaveCount(0);
    await page.context().close();
  });

  test('Comandas and Pagamentos show the chosen invoice beside the list', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const records = await demoRecords(request, session);
    const page = await tabletPage(browser, baseURL ?? '', portrait, session);
    await page.goto('/invoices');
    await openFromList(page, listPane(page).getByTestId(`invoice-${records.invoiceId}`), new RegExp(`/invoices/${records.invoiceId}$`));
    await expect(detailPane(page).locator('ion-title')).toHaveText(/^Comanda #\d+$/);
    await expect(listPane(page).getByTestId(`invoice-${records.invoiceId}`)).toHaveAttribute('aria-current', 'true');

    await page.goto('/orderPayments');
    await expect(detailPane(page).getByText('Escolha um pagamento na lista')).toBeVisible();
    await openFromList(page, listPane(page).locator('ion-item').first(), /\/orderPayments\/\d+$/);
    await expect(detailPane(page).locator('ion-title')).toHaveText(/^Comanda #\d+$/);
    await expect(listPane(page).locator('ion-item[aria-current="true"]').first()).toBeVisible();
    await page.context().close();
  });

  test('a tablet address of Pagamentos opened on a phone shows that invoice on its own screen', async ({ page, request }) => {
    const session = await staffSession(request);
    const records = await demoRecords(request, session);
    await startSignedIn(page, session);
    await page.goto(`/orderPayments/${records.invoiceId}`);
    await expect(page).toHaveURL(new RegExp(`/invoices/${records.invoiceId}$`));
    await expect(page.locator('.workspace')).toHaveCount(0);
  });

  test('the kitchen order: oldest first on this device, kept after a reload', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const page = await tabletPage(browser, baseURL ?? '', landscape, session);
    await page.goto('/orders');
    const tiles = listPane(page).locator('ion-item.order-tile');
    await expect(tiles.first()).toBeVisible();
    // Ids grow with the time an order was placed. The list shows one page of each end: with more orders than a
    // page (other flows place them on this server), the oldest page is not the newest page reversed.
    const idsShown = () => tiles.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-testid')?.replace('order-', ''))));
    const ascending = (ids: number[]) => ids.every((id, index) => index === 0 || ids[index - 1] < id);
    const newestFirst = await idsShown();
    expect(ascending([...newestFirst].reverse())).toBe(true);
    const sort = listPane(page).getByRole('group', { name: 'Ordem dos pedidos' });
    await expect(sort.getByRole('button', { name: 'Mais recentes' })).toHaveAttribute('aria-pressed', 'true');

    await sort.getByRole('button', { name: 'Mais antigos' }).click();
    await expect(sort.getByRole('button', { name: 'Mais antigos' })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => {
        const ids = await idsShown();
        return ids.length > 0 && ascending(ids) && ids[0] <= Math.min(...newestFirst);
      })
      .toBe(true);
    const oldestFirst = await idsShown();

    await page.reload();
    await expect(sort.getByRole('button', { name: 'Mais antigos' })).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles.first()).toHaveAttribute('data-testid', `order-${oldestFirst[0]}`);
    await page.context().close();
  });

  test('kiosk mode: full screen on the next tap, the screen kept on, and Sair asks first', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const page = await tabletPage(browser, baseURL ?? '', landscape, session);
    // Counts the wake locks the page asks for (a headless browser may have none to give).
    await page.addInitScript(() => {
      const calls = { count: 0 };
      (window as unknown as { wakeLockCalls: typeof calls }).wakeLockCalls = calls;
      Object.defineProperty(navigator, 'wakeLock', {
        value: {
          request: () => {
            calls.count += 1;
            return Promise.resolve({ release: () => Promise.resolve() });
          },
        },
      });
      if (!localStorage.getItem('alertSettings')) localStorage.setItem('alertSettings', JSON.stringify({ keepScreenOn: false }));
    });
    await page.goto('/more/settings');
    const wakeLocks = () => page.evaluate(() => (window as unknown as { wakeLockCalls: { count: number } }).wakeLockCalls.count);
    const kiosk = page.locator('ion-toggle').filter({ hasText: 'Modo quiosque' });
    await expect(kiosk).toHaveJSProperty('checked', false);
    expect(await wakeLocks()).toBe(0);
    await toggle(kiosk);
    await expect.poll(wakeLocks).toBeGreaterThan(0);
    const pedidos = page.getByRole('tab', { name: 'Pedidos' }).or(page.locator('ion-tab-button[tab=orders]')).first();
    await pedidos.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);

    await page.goto('/more');
    await expect.poll(wakeLocks).toBeGreaterThan(0);
    const dialog = page.locator('ion-alert');
    await tapToSee(page.locator('ion-item').filter({ hasText: 'Sair' }), dialog);
    await expect(dialog).toContainText('Este aparelho está no modo quiosque. Quer mesmo sair?');
    await dialog.getByRole('button', { name: 'Não' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/more$/);
    await page.locator('ion-item').filter({ hasText: 'Sair' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'Sim' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.context().close();
  });
});
