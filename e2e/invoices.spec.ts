import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PlaceOrderResult, PublicMenu } from '@contract/customer';
import { expect, signIn, test } from './support/fixtures';
import { currentPage, tapToSee } from './support/screens';

/** A customer ordering through a QR code, as the public API lets them (no staff token). */
async function placeOrder(request: APIRequestContext, qrcode: string, customer: string): Promise<PlaceOrderResult & { total: number }> {
  const menuResponse = await request.get(`/public/qrcodes/${qrcode}/menu`);
  expect(menuResponse.ok()).toBe(true);
  const menu = (await menuResponse.json()) as PublicMenu;
  const category = menu.categories.find((entry) => entry.items.length > 0 && entry.optionGroups.every((group) => !group.required));
  if (!category) throw new Error(`The menu of ${qrcode} has no item that can be ordered without options`);
  const item = category.items[0];
  const response = await request.post(`/public/qrcodes/${qrcode}/orders`, {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { type: 0, customer: { name: customer }, items: [{ itemId: item.id, quantity: 2 }] },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as PlaceOrderResult), total: item.price * 2 };
}

async function askForTheBill(request: APIRequestContext, placed: PlaceOrderResult, paymentMethod: string, paidWith?: number) {
  const response = await request.post(`/public/invoices/${placed.invoiceId}/closing`, {
    data: { accessToken: placed.accessToken, paymentMethod, ...(paidWith === undefined ? {} : { paidWith }) },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Playwright counts an element with opacity 0 as visible; Ionic leaves a page it failed to transition in with
 * ion-page-invisible, which staff see as a blank screen.
 */
async function expectOnScreen(page: Page, title: string | RegExp) {
  const shown = currentPage(page);
  await expect(shown.locator('ion-title')).toHaveText(title);
  await expect(shown).not.toHaveClass(/ion-page-invisible/);
  return shown;
}

/** The tab bar itself is covered by foundation.spec; here the cash desk is opened at its address. */
async function openCashDesk(page: Page) {
  await page.goto('/invoices');
  return expectOnScreen(page, 'Comandas');
}

test.describe('invoices (cash desk)', () => {
  test('a pay-later invoice asked to close in cash is confirmed from Comandas', async ({ page, request }) => {
    const customer = `Cliente ${randomUUID().slice(0, 8)}`;
    const placed = await placeOrder(request, 'mesa-1', customer);
    const paidWith = Math.ceil(placed.total) + 10;
    await askForTheBill(request, placed, 'cash', paidWith);

    await signIn(page);
    const list = await openCashDesk(page);
    const tile = list.getByTestId(`invoice-${placed.invoiceId}`);
    await expect(tile).toContainText(customer);
    await expect(tile).toContainText('Dinheiro');
    // On a loaded machine the first tap can come while Comandas is still entering, and Ionic drops it.
    await tapToSee(tile, currentPage(page).locator('ion-title', { hasText: `Comanda #${placed.invoiceCode}` }));

    const details = await expectOnScreen(page, `Comanda #${placed.invoiceCode}`);
    await expect(details.getByTestId('invoice-status')).toHaveText('Encerrado');
    await expect(details.getByText('Troco')).toBeVisible();
    await expect(details.getByText(`Pedido #${placed.orderCode}`)).toBeVisible();

    await details.getByRole('button', { name: 'Confirmar pagamento' }).click();
    const dialog = page.locator('ion-modal.closing-dialog');
    await expect(dialog.getByText(`Comanda #${placed.invoiceCode} · Mesa 1`)).toBeVisible();
    await expect(dialog.getByText('Dinheiro')).toBeVisible();
    // What the customer said they pay with, in reais as a cashier would type it.
    await expect(dialog.getByLabel('Valor recebido')).toHaveValue(String(paidWith));
    await expect(dialog.getByText('Troco')).toBeVisible();
    // Its order is still waiting in the kitchen: the first Confirmar asks once more and closes nothing.
    await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Há 1 pedido não concluído nesta comanda. Confirmar o pagamento mesmo assim?');
    await expect(details.getByTestId('invoice-status')).toHaveText('Encerrado');
    await dialog.getByRole('button', { name: 'Confirmar mesmo assim' }).click();
    await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(details.getByTestId('invoice-status')).toHaveText('Confirmado');
    await expect(details.getByText('Recebido')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Confirmar pagamento' })).toHaveCount(0);
  });

  test('a prepaid purchase needs the payment confirmed, and confirming authorizes its order', async ({ page, request }) => {
    const placed = await placeOrder(request, 'balcao-pre', `Cliente ${randomUUID().slice(0, 8)}`);

    await signIn(page);
    await page.goto(`/invoices/${placed.invoiceId}`);
    const details = await expectOnScreen(page, `Comanda #${placed.invoiceCode}`);
    await expect(details.getByText('Necessita de confirmação do pagamento.')).toBeVisible();
    const order = details.getByTestId(/^invoice-order-/);
    await expect(order).toContainText('Aberto');

    await details.getByRole('button', { name: 'Confirmar pagamento' }).click();
    // Nothing says how it was paid: no method is guessed, and the cashier takes cash.
    const dialog = page.locator('ion-modal.closing-dialog');
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Dinheiro' }).click();
    await dialog.getByLabel('Valor recebido').pressSequentially('100');
    await expect(dialog.getByLabel('Valor recebido')).toHaveValue('100');
    await expect(dialog.getByText('Troco')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
    await expect(order).toContainText('Aguardando');
    await expect(details.locator('ion-chip').filter({ hasText: 'Dinheiro' })).toBeVisible();
    await expect(details.getByTestId('invoice-status')).toHaveText('Confirmado');
    await expect(details.getByText('Necessita de confirmação do pagamento.')).toHaveCount(0);
  });

  test('new invoices appear without a reload, and the filters narrow the list', async ({ page, request }) => {
    await signIn(page);
    const list = await openCashDesk(page);
    // Loaded before the customers order, so the new rows can only come from live events.
    await expect(list.getByTestId(/^invoice-\d+$/).first().or(list.getByText('Caixa vazio'))).toBeVisible();

    const stillOpen = await placeOrder(request, 'mesa-2', `Cliente ${randomUUID().slice(0, 8)}`);
    const byCard = await placeOrder(request, 'mesa-3', `Cliente ${randomUUID().slice(0, 8)}`);
    await askForTheBill(request, byCard, 'creditCard');
    await expect(list.getByTestId(`invoice-${stillOpen.invoiceId}`)).toBeVisible();
    await expect(list.getByTestId(`invoice-${byCard.invoiceId}`)).toBeVisible();

    await list.getByRole('link', { name: 'Filtros' }).click();
    await expect(page).toHaveURL(/\/invoices\/filters$/);
    const filters = await expectOnScreen(page, 'Filtros');
    const cardChoice = filters.locator('ion-checkbox').filter({ hasText: 'Cartão de crédito' });
    await expect(cardChoice).toHaveClass(/checkbox-disabled/);
    await filters.locator('ion-checkbox').filter({ hasText: 'Em aberto' }).click();
    await cardChoice.click();
    await filters.getByRole('button', { name: 'Confirmar' }).click();

    await expect(page).toHaveURL(/\/invoices$/);
    await expectOnScreen(page, 'Comandas');
    await expect(list.getByTestId(`invoice-${byCard.invoiceId}`)).toBeVisible();
    await expect(list.getByTestId(`invoice-${stillOpen.invoiceId}`)).toHaveCount(0);
    await expect(list.getByRole('link', { name: 'Filtros' })).toBeVisible();
  });
});
