import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { Created } from '@contract/menu';
import { demoRecords } from './support/demoRecords';
import { expect, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { okJson, staffSession, startSignedIn, type StaffSession } from './support/staffSession';

/** Set to a folder to keep a picture of each screen these flows change, for a look by eye. */
const SHOTS_DIR = process.env.SERVICE_SHOTS_DIR;

const phone = { width: 390, height: 844 };
const landscape = { width: 1024, height: 768 };
const portrait = { width: 768, height: 1024 };

async function signedInPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }, session: StaffSession): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await startSignedIn(page, session);
  return page;
}

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  // The page transition and the toast's entry finish first, so the picture shows the screen.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

const listPane = (page: Page) => page.locator('.workspace-list:visible');
const detailPane = (page: Page) => page.locator('.workspace-detail:visible');
const alert = (page: Page) => page.locator('ion-alert');

/** A tile's code: a tap there opens the order, never its Iniciar/Pronto button. */
const codeOf = (tile: Locator) => tile.locator('.order-tile-head h2');

/** Computed font size (px) and weight of the first element a locator finds. */
async function typeOf(locator: Locator): Promise<{ size: number; weight: number }> {
  return locator.first().evaluate((element) => {
    const style = getComputedStyle(element);
    return { size: Number.parseFloat(style.fontSize), weight: Number(style.fontWeight) };
  });
}

async function menuPost(request: APIRequestContext, session: StaffSession, resource: string, data: object): Promise<number> {
  const answer = await request.post(`/menu/accounts/${session.accountId}/shops/${session.shopId}/${resource}`, {
    headers: { authorization: `Bearer ${session.accountToken}` },
    data,
  });
  return (await okJson<Created>(answer)).id;
}

test.describe("a tablet's filter pane beside Pedidos", () => {
  test("asks 'Atenção' before a tile opens over a ticked filter, and opens it only on 'Sim'", async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const page = await signedInPage(browser, baseURL ?? '', landscape, session);
    await page.goto('/orders/filters');
    await expect(detailPane(page).locator('ion-title')).toHaveText('Filtros');
    const completed = detailPane(page).getByRole('checkbox', { name: 'Completado' });
    await completed.click();
    await expect(completed).toHaveAttribute('aria-checked', 'true');

    const tile = listPane(page).locator('ion-item.order-tile').first();
    await codeOf(tile).click();
    await expect(alert(page).getByRole('heading', { name: 'Atenção' })).toBeVisible();
    await expect(alert(page)).toContainText('Deseja realmente sair?');
    await shot(page, 'filtros-ao-lado-pergunta-1024x768');
    await alert(page).getByRole('button', { name: 'Não' }).click();
    await expect(alert(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/orders\/filters$/);
    await expect(completed).toHaveAttribute('aria-checked', 'true');

    await codeOf(tile).click();
    await alert(page).getByRole('button', { name: 'Sim' }).click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(detailPane(page).locator('ion-title')).toHaveText(/^Pedido #\d+$/);
    await page.context().close();
  });
});

test.describe('Delivery and the saves', () => {
  test("Delivery asks 'Deseja realmente sair?' over an edited URL, and its save says 'Alterações salvas.'", async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const page = await signedInPage(browser, baseURL ?? '', phone, session);
    await page.goto('/more/delivery-settings');
    const form = currentPage(page);
    await expect(form.locator('ion-title')).toHaveText('Delivery');
    const save = form.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeVisible();

    const fee = form.getByLabel('Taxa de entrega', { exact: true });
    await fee.fill('');
    await fee.pressSequentially('650');
    await expect(fee).toHaveValue('6,50');
    await expect(save).toBeEnabled();
    await form.getByRole('button', { name: 'Voltar' }).click();
    await expect(alert(page).getByRole('heading', { name: 'Atenção' })).toBeVisible();
    await expect(alert(page)).toContainText('Deseja realmente sair?');
    await shot(page, 'delivery-sair-390x844');
    await alert(page).getByRole('button', { name: 'Não' }).click();
    await expect(alert(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/more\/delivery-settings$/);
    await expect(fee).toHaveValue('6,50');

    await save.click();
    await expect(page.locator('ion-toast')).toContainText('Alterações salvas.');
    await shot(page, 'delivery-salvo-390x844');
    await expect(save).toBeDisabled();
    // Saved: back leaves without a question.
    await form.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/more$/);
    await expect(alert(page)).toHaveCount(0);
    await page.context().close();
  });

  test("a product's 'Salvar' says 'Alterações salvas.'", async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const categoryId = await menuPost(request, session, 'item-groups', { title: `Salvos ${randomUUID().slice(0, 6)}`, active: true });
    const itemId = await menuPost(request, session, 'items', { groupId: categoryId, name: 'Suco de laranja', description: null, price: 9, available: true });
    const page = await signedInPage(browser, baseURL ?? '', phone, session);
    await page.goto(`/menu/${categoryId}/items/${itemId}`);
    const details = currentPage(page);
    const name = details.getByRole('textbox', { name: 'Nome', exact: true });
    await expect(name).toHaveValue('Suco de laranja');
    await name.fill('Suco de laranja natural');
    await details.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.locator('ion-toast')).toContainText('Alterações salvas.');
    await page.context().close();
  });
});

test.describe('long names', () => {
  const title = 'Sanduíches especiais da casa com molho artesanal!!';

  for (const [size, viewport] of [['390x844', phone], ['1024x768', landscape]] as const) {
    test(`a 50-character category reads in full on its screen, and Produtos names it (${size})`, async ({ browser, request, baseURL }) => {
      expect(title).toHaveLength(50);
      const session = await staffSession(request);
      const categoryId = await menuPost(request, session, 'item-groups', { title, active: true });
      await menuPost(request, session, 'items', { groupId: categoryId, name: 'X-Especial', description: null, price: 31.9, available: true });
      const page = await signedInPage(browser, baseURL ?? '', viewport, session);
      await page.goto(`/menu/${categoryId}`);
      const screen = currentPage(page);
      const heading = screen.locator('ion-title');
      await expect(heading).toHaveText(title);
      // Nothing of it is clipped behind an ellipsis: the title's box holds the whole text.
      const clipped = await heading.evaluate((element) => {
        const box = element.shadowRoot?.querySelector('.toolbar-title') as HTMLElement | null;
        return box ? box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight : true;
      });
      expect(clipped).toBe(false);
      await shot(page, `categoria-nome-longo-${size}`);

      await screen.getByText('Produtos (1)').click();
      await expect(page).toHaveURL(new RegExp(`/menu/${categoryId}/items$`));
      const products = currentPage(page);
      await expect(products.locator('ion-title')).toHaveText('Produtos');
      await expect(products.locator('.page-subtitle')).toHaveText(title);
      await expect(products.locator('.page-subtitle')).toBeVisible();
      await expect(products.getByText('X-Especial')).toBeVisible();
      await shot(page, `produtos-da-categoria-${size}`);
      await page.context().close();
    });
  }
});

test.describe('type for the distance on a tablet', () => {
  for (const [size, viewport] of [['1024x768', landscape], ['768x1024', portrait]] as const) {
    test(`order codes and item lines are 20 px or more, quantities bold, on tiles and the order (${size})`, async ({ browser, request, baseURL }) => {
      const session = await staffSession(request);
      const records = await demoRecords(request, session);
      const page = await signedInPage(browser, baseURL ?? '', viewport, session);
      await page.goto(`/orders/${records.orderId}`);
      const tile = listPane(page).getByTestId(`order-${records.orderId}`);
      await expect(tile).toBeVisible();
      await expect(detailPane(page).locator('ion-title')).toHaveText(/^Pedido #\d+$/);

      expect((await typeOf(codeOf(tile))).size).toBeGreaterThanOrEqual(20);
      expect((await typeOf(tile.locator('.order-item-line'))).size).toBeGreaterThanOrEqual(20);
      expect((await typeOf(tile.locator('.order-item-qty'))).weight).toBeGreaterThanOrEqual(700);
      const details = detailPane(page);
      expect((await typeOf(details.locator('ion-title'))).size).toBeGreaterThanOrEqual(20);
      expect((await typeOf(details.locator('.order-details-items .order-item-line'))).size).toBeGreaterThanOrEqual(20);
      expect((await typeOf(details.locator('.order-details-items .order-item-qty'))).weight).toBeGreaterThanOrEqual(700);
      await shot(page, `pedido-ao-lado-${size}`);
      await page.context().close();
    });
  }

  test('a phone keeps its sizes (390x844)', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const records = await demoRecords(request, session);
    const page = await signedInPage(browser, baseURL ?? '', phone, session);
    await page.goto('/orders');
    const tile = currentPage(page).getByTestId(`order-${records.orderId}`);
    await expect(tile).toBeVisible();
    expect(await typeOf(codeOf(tile))).toEqual({ size: 16, weight: 400 });
    expect((await typeOf(tile.locator('.order-item-line'))).size).toBe(16);
    expect((await typeOf(tile.locator('.order-item-qty'))).weight).toBe(400);
    expect((await typeOf(tile.locator('.order-tile-meta'))).size).toBe(13);
    // One age on the tile.
    await expect(tile).not.toContainText('Esperando');
    await shot(page, 'pedidos-390x844');
    await page.context().close();
  });
});
