import { execFile } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { PlaceOrderResult } from '@contract/customer';
import { placeOrder } from './support/customerOrders';
import { demo, expect, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { staffSession, startSignedIn, type StaffSession } from './support/staffSession';

/**
 * QA's loop in the browser: sessions recorded with `?gravar=1`, exported from Sobre, replayed in Node through the
 * app's sagas (`npm run replay`). `RECORD_REPLAYS=1` also keeps them as the regression tests in __tests__/replays/.
 */
const recordings: string[] = [];

async function exportRecording(page: Page, name: string): Promise<void> {
  // In the app, as staff would: opening /about by its address would start the app, and its recording, again.
  await page.locator('ion-tab-button[tab="more"]').click();
  await currentPage(page).getByText('Sobre', { exact: true }).click();
  const about = currentPage(page);
  await expect(about.locator('ion-title')).toHaveText('Sobre');
  await expect(about.getByRole('switch', { name: 'Gravar sessão' })).toBeChecked();
  await expect(about.getByText(/registros gravados desde a abertura do app/)).toBeVisible();
  const download = page.waitForEvent('download');
  await about.getByRole('button', { name: 'Exportar sessão' }).click();
  const file = test.info().outputPath(`${name}.json`);
  await (await download).saveAs(file);
  expect(path.basename((await download).suggestedFilename())).toMatch(/^sessao-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
  recordings.push(file);
  if (process.env.RECORD_REPLAYS) copyFileSync(file, path.join('__tests__', 'replays', `${name}.json`));
}

async function recordingOnScreen(browser: Browser, baseURL: string, session: StaffSession, address: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await startSignedIn(page, session);
  await page.goto(`${address}?gravar=1`);
  return page;
}

async function askForTheBill(request: APIRequestContext, placed: PlaceOrderResult) {
  const response = await request.post(`/public/invoices/${placed.invoiceId}/closing`, {
    data: { accessToken: placed.accessToken, paymentMethod: 'cash', paidWith: 500 },
  });
  expect(response.ok()).toBe(true);
}

test.describe('recorded sessions', () => {
  test.describe.configure({ mode: 'serial' });

  test('sign-in to Pedidos', async ({ page }) => {
    await page.goto('/login?gravar=1');
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Senha').fill(demo.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(currentPage(page).locator('ion-item.order-tile').first()).toBeVisible();
    await exportRecording(page, 'sign-in-to-pedidos');
  });

  test('a live order started and completed', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const page = await recordingOnScreen(browser, baseURL ?? '', session, '/orders');
    await expect(currentPage(page).locator('ion-item.order-tile').first()).toBeVisible();
    const placed = await placeOrder(request, baseURL ?? '', 'mesa-2');
    await currentPage(page).getByTestId(`order-${placed.orderId}`).click();
    const details = currentPage(page);
    await expect(details.locator('ion-title')).toHaveText(`Pedido #${placed.orderCode}`);
    await details.getByRole('button', { name: 'Iniciar' }).click();
    await expect(details.getByRole('button', { name: 'Pronto' })).toBeEnabled();
    await details.getByRole('button', { name: 'Pronto' }).click();
    await expect(details.locator('.order-details-summary')).toContainText('Completado');
    await exportRecording(page, 'live-order-started-and-completed');
    await page.context().close();
  });

  test('a comanda closed in two steps with its payment', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const placed = await placeOrder(request, baseURL ?? '', 'mesa-3');
    await askForTheBill(request, placed);
    const page = await recordingOnScreen(browser, baseURL ?? '', session, `/invoices/${placed.invoiceId}`);
    const details = currentPage(page);
    await expect(details.locator('ion-title')).toHaveText(`Comanda #${placed.invoiceCode}`);
    await details.getByRole('button', { name: 'Confirmar pagamento' }).click();
    const dialog = page.locator('ion-modal.closing-dialog');
    await expect(dialog.getByText('Há 1 pedido não concluído nesta comanda.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.getByRole('button', { name: 'Confirmar mesmo assim' }).click();
    await expect(details.getByTestId('invoice-status')).toHaveText('Confirmado');
    await exportRecording(page, 'comanda-closed-with-payment');
    await page.context().close();
  });

  test('a 409 when two people start one order at once', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const placed = await placeOrder(request, baseURL ?? '', 'mesa-1');
    const colleague = await recordingOnScreen(browser, baseURL ?? '', session, `/orders/${placed.orderId}`);
    const page = await recordingOnScreen(browser, baseURL ?? '', session, `/orders/${placed.orderId}`);
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/\d+\/started$/, async (route) => {
      await released;
      await route.continue();
    });
    await currentPage(page).getByRole('button', { name: 'Iniciar' }).click();
    await currentPage(colleague).getByRole('button', { name: 'Iniciar' }).click();
    await expect(currentPage(colleague).locator('.order-details-summary')).toContainText('Preparando');
    release();
    await expect(page.locator('ion-toast').filter({ hasText: 'Este pedido já foi iniciado por outra pessoa.' })).toBeVisible();
    await expect(currentPage(page).getByRole('button', { name: 'Pronto' })).toBeEnabled();
    await exportRecording(page, 'two-people-start-one-order');
    await colleague.context().close();
    await page.context().close();
  });

  test('each recording replays in Node, through the sagas and reducers, as it was recorded', async () => {
    test.setTimeout(120_000);
    expect(recordings).toHaveLength(4);
    const { stdout, stderr } = await promisify(execFile)('node', ['scripts/tools/replay.mjs', ...recordings], { env: { ...process.env, CI: 'true', FORCE_COLOR: '0' } }).catch(
      (failure: { stdout: string; stderr: string }) => {
        throw new Error(`npm run replay failed:\n${failure.stderr}\n${failure.stdout}`);
      },
    );
    expect(`${stdout}${stderr}`).toMatch(/Tests:\D*4 passed, 4 total/);
  });
});
