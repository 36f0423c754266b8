import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { PlaceOrderResult, PublicMenu } from '@contract/customer';
import { expect, signIn, test } from './support/fixtures';
import { chooseOption, currentPage } from './support/screens';

const address = {
  street: 'Rua das Acácias',
  number: '77',
  complement: 'Casa 2',
  neighborhood: 'Pinheiros',
  city: 'São Paulo',
  district: 'SP',
  cep: '05422-010',
};

/** A customer ordering a delivery through a QR code, then asking to pay it in cash with change for R$ 100. */
async function deliveryToCollect(request: APIRequestContext): Promise<PlaceOrderResult> {
  const menu = (await (await request.get('/public/qrcodes/mesa-1/menu')).json()) as PublicMenu;
  const category = menu.categories.find((entry) => entry.items.length > 0 && entry.optionGroups.every((group) => !group.required));
  const response = await request.post('/public/qrcodes/mesa-1/orders', {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { type: 3, customer: { name: 'Cliente Entrega' }, address, items: [{ itemId: category!.items[0].id, quantity: 1 }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  const placed = (await response.json()) as PlaceOrderResult;
  const asked = await request.post(`/public/invoices/${placed.invoiceId}/closing`, {
    data: { accessToken: placed.accessToken, paymentMethod: 'cash', paidWith: 100 },
  });
  expect(asked.ok()).toBe(true);
  return placed;
}

/** Prints the screen's receipt as Chromium would send it to the printer, and reads the PDF back. */
async function printToPdf(page: Page): Promise<{ widthMm: number; pages: number; text: string }> {
  // The browser's dialog would wait for a person; the receipt stays mounted until 'afterprint'.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  // A tap while the screen is still entering may not reach its handler: tap until the receipt is up.
  await expect(async () => {
    await currentPage(page).getByRole('button', { name: 'Imprimir' }).click({ timeout: 2_000 });
    await expect(page.locator('body')).toHaveClass(/printing-receipt/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({ preferCSSPageSize: true })));
  const first = await pdf.getPage(1);
  const { text } = await extractText(pdf, { mergePages: true });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  // Lines wrap where the roll ends; the words are what matters.
  return { widthMm: Math.round((first.view[2] - first.view[0]) * (25.4 / 72)), pages: pdf.numPages, text: text.replace(/\s+/g, ' ') };
}

async function choosePaper(page: Page, label: '58 mm' | '80 mm') {
  await page.goto('/more/settings');
  await expect(currentPage(page).getByText('Impressão')).toBeVisible();
  const paper = currentPage(page).locator('ion-select').filter({ hasText: 'Largura do papel' });
  await chooseOption(page, paper, label);
}

test.describe('printing on a thermal roll', () => {
  test('a delivery prints on the roll’s width, one page long, with the address and what the driver collects', async ({ page, request }) => {
    const placed = await deliveryToCollect(request);
    await signIn(page);

    await page.goto(`/invoices/${placed.invoiceId}`);
    await expect(currentPage(page).locator('ion-title')).toHaveText(`Comanda #${placed.invoiceCode}`);
    const comanda = await printToPdf(page);
    expect(comanda.widthMm).toBe(80);
    expect(comanda.pages).toBe(1);
    expect(comanda.text).toContain(`Comanda #${placed.invoiceCode}`);
    expect(comanda.text).toContain('Delivery');
    expect(comanda.text).toContain('Rua das Acácias, 77 - Casa 2');
    expect(comanda.text).toMatch(/Cobrar: \$ [\d.,]+ em dinheiro, troco para \$ 100,00/);

    await choosePaper(page, '58 mm');
    await page.goto(`/orders/${placed.orderId}`);
    await expect(currentPage(page).locator('ion-title')).toHaveText(`Pedido #${placed.orderCode}`);
    const ticket = await printToPdf(page);
    expect(ticket.widthMm).toBe(58);
    expect(ticket.pages).toBe(1);
    expect(ticket.text).toContain(`Pedido #${placed.orderCode}`);
    expect(ticket.text).toContain('Rua das Acácias, 77 - Casa 2');
    expect(ticket.text).toMatch(/Cobrar: \$ [\d.,]+ em dinheiro, troco para \$ 100,00/);
  });
});
