import { randomUUID } from 'node:crypto';
import { expect, signIn, test } from './support/fixtures';
import { orderFromPage, setShopSettings, shoot, staffAuth } from './support/guestPage';
import { currentPage } from './support/screens';
import { staffSession, type StaffSession } from './support/staffSession';

test.describe("'Minha comanda' and 'Pedir a conta' on the guests' page", () => {
  let session: StaffSession;
  let before: Awaited<ReturnType<typeof setShopSettings>>;

  test.beforeEach(async ({ request }) => {
    session = await staffSession(request);
    before = await setShopSettings(request, session, { serviceChargePercent: 10 });
  });

  test.afterEach(async ({ request }) => {
    await setShopSettings(request, session, before);
  });

  test('a guest sees the order on the comanda, asks for the bill with one tap, and staff see it asked for', async ({ page, browser, baseURL }) => {
    await page.goto('/sign-in/mesa-2');
    const guest = `Davi ${randomUUID().slice(0, 4)}`;
    const placed = await orderFromPage(page, 'mesa-2', 'Coca-Cola lata', guest);

    await page.getByRole('button', { name: 'Minha comanda' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minha comanda');
    const lines = page.getByRole('list', { name: `Comanda #${placed.invoiceCode}` });
    await expect(lines).toContainText(`Pedido #${placed.orderCode}`);
    await expect(lines).toContainText('Recebido');
    await expect(lines).toContainText('1× Coca-Cola lata');
    await expect(lines).toContainText('Taxa de serviço (10%)');
    await expect(lines).toContainText('Total');
    await expect(page.getByRole('button', { name: 'Atualizar' })).toBeEnabled();

    await page.getByRole('radio', { name: 'Cartão de crédito' }).click();
    await shoot(page, '5-bill');
    const asked = page.waitForResponse((response) => response.url().endsWith(`/public/invoices/${placed.invoiceId}/closing`));
    await page.getByRole('button', { name: 'Pedir a conta' }).click();
    expect((await asked).status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText('Conta pedida (Cartão de crédito). Já vem alguém à sua mesa.');
    await expect(page.getByRole('button', { name: 'Pedir a conta' })).toHaveCount(0);
    await shoot(page, '6-bill-asked');

    const staff = await (await browser.newContext({ baseURL })).newPage();
    await signIn(staff);
    await staff.goto('/invoices');
    const tile = currentPage(staff).getByTestId(`invoice-${placed.invoiceId}`);
    await expect(tile).toContainText(guest);
    await expect(tile).toContainText('Cartão de crédito');
    await staff.context().close();
  });

  test('asking for the bill after someone else at the table asked says it was asked for, with no refusal', async ({ page, request }) => {
    await page.goto('/sign-in/mesa-2');
    const placed = await orderFromPage(page, 'mesa-2', 'Água mineral', 'Elisa');
    await page.getByRole('button', { name: 'Minha comanda' }).click();
    await page.getByRole('radio', { name: 'Cartão de crédito' }).click();

    const first = await request.post(`/public/invoices/${placed.invoiceId}/closing`, { data: { accessToken: placed.accessToken, paymentMethod: 'cash' } });
    expect(first.ok()).toBe(true);
    const second = page.waitForResponse((response) => response.url().endsWith(`/public/invoices/${placed.invoiceId}/closing`));
    await page.getByRole('button', { name: 'Pedir a conta' }).click();
    expect((await second).status()).toBe(409);
    await expect(page.getByRole('status')).toHaveText('Conta pedida (Dinheiro). Já vem alguém à sua mesa.');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a table that paid part at the counter reads what was paid and what is left, and asks for the rest', async ({ page, request }) => {
    await page.goto('/sign-in/mesa-2');
    const placed = await orderFromPage(page, 'mesa-2', 'Coca-Cola lata', 'Fabi');
    const part = await request.post(`/ordering/accounts/${session.accountId}/shops/${session.shopId}/invoices/${placed.invoiceId}/payments`, {
      headers: staffAuth(session),
      data: { amount: 5, paymentMethod: 'pix' },
    });
    expect(part.status()).toBe(201);

    await page.getByRole('button', { name: 'Minha comanda' }).click();
    const lines = page.getByRole('list', { name: `Comanda #${placed.invoiceCode}` });
    await expect(lines).toContainText('Já pago');
    await expect(lines.getByRole('listitem').filter({ hasText: 'Já pago' })).toContainText('5,00');
    await expect(lines).toContainText('Falta pagar');
    await page.getByRole('radio', { name: 'Cartão de crédito' }).click();
    await page.getByRole('button', { name: 'Pedir a conta' }).click();
    await expect(page.getByRole('status')).toHaveText('Conta pedida (Cartão de crédito). Já vem alguém à sua mesa.');
    await expect(lines).toContainText('Falta pagar');
  });
});
