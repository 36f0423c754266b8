import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { PlaceOrderResult, PublicMenu } from '@contract/customer';
import { expect, signIn, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { staffSession } from './support/staffSession';

/** Where the screenshots of the Pix screens go, when asked for (PIX_SHOTS_DIR). */
const SHOTS_DIR = process.env.PIX_SHOTS_DIR;

/** A customer buying at the prepaid counter: the comanda waits for its payment, with no method yet. */
async function prepaidPurchase(request: APIRequestContext): Promise<PlaceOrderResult> {
  const menu = (await (await request.get('/public/qrcodes/balcao-pre/menu')).json()) as PublicMenu;
  const category = menu.categories.find((entry) => entry.items.length > 0 && entry.optionGroups.every((group) => !group.required));
  if (!category) throw new Error('The counter menu has no item that can be ordered without options');
  const response = await request.post('/public/qrcodes/balcao-pre/orders', {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { type: 0, customer: { name: `Cliente ${randomUUID().slice(0, 6)}` }, items: [{ itemId: category.items[0].id, quantity: 2 }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PlaceOrderResult;
}

/** What the customer's own call answers for the comanda: the code and the amount. */
async function customerPix(request: APIRequestContext, placed: PlaceOrderResult): Promise<{ payload: string; amount: number }> {
  const response = await request.get(`/public/invoices/${placed.invoiceId}/pix`, {
    headers: { 'x-invoice-access-token': placed.accessToken },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Reads the QR code on screen as a phone's camera would: from the pixels Chromium drew. */
async function decodeQr(qr: Locator): Promise<string | null> {
  const png = await qr.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

async function shot(page: Page, name: string, size: string) {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}-${size}.png` });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`Pix at ${size}`, () => {
    test.use({ viewport });
    // One flow through four screens, with a sign-in, two QR reads and a screenshot per screen.
    test.setTimeout(180_000);

    test('the shop sets its key in Mais → Pix; a comanda shows its code, which a phone reads as the API gives it; Pix is recorded and Resumo counts it', async ({
      page,
      request,
    }) => {
      await signIn(page);
      await page.goto('/more');
      const more = currentPage(page);
      await expect(more.locator('ion-title')).toHaveText('Mais opções');
      await expect(more).not.toHaveClass(/ion-page-invisible/);
      await more.getByText('Pix', { exact: true }).click();
      const settings = currentPage(page);
      await expect(settings.locator('ion-title')).toHaveText('Pix');

      // A CPF with a wrong check digit is refused before it is sent.
      const key = settings.getByTestId('pix-key').locator('input');
      await key.fill('529.982.247-26');
      await key.blur();
      await expect(settings.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
      await key.fill('529.982.247-25');
      await expect(settings.getByText('Tipo: CPF')).toBeVisible();
      await settings.getByTestId('pix-name').locator('input').fill(`Café da Praça ${viewport.width}`);
      await settings.getByTestId('pix-city').locator('input').fill('São Paulo');
      await expect(settings.getByText(`No app do banco: CAFE DA PRACA ${viewport.width}`)).toBeVisible();
      await settings.getByRole('button', { name: 'Salvar' }).click();
      // What was kept is what the code carries: digits, no accents, capitals.
      await expect(key).toHaveValue('52998224725');
      await expect(settings.getByTestId('pix-name').locator('input')).toHaveValue(`CAFE DA PRACA ${viewport.width}`);
      await expect(settings.getByRole('button', { name: 'Salvar' })).toBeDisabled();
      await shot(page, 'pix-settings', size);

      const placed = await prepaidPurchase(request);
      const expected = await customerPix(request, placed);
      // Staff's call answers the same code.
      const session = await staffSession(request);
      const staff = await request.get(`/ordering/accounts/${session.accountId}/shops/${session.shopId}/invoices/${placed.invoiceId}/pix`, {
        headers: { authorization: `Bearer ${session.accountToken}` },
      });
      expect(await staff.json()).toEqual(expected);
      expect(expected.payload).toContain(`CAFE DA PRACA ${viewport.width}6009SAO PAULO`);

      await page.goto(`/invoices/${placed.invoiceId}`);
      // The comanda's screen: a page on a phone, the right pane beside Comandas on the tablet.
      const title = `Comanda #${placed.invoiceCode}`;
      const comanda = () => (viewport.width >= 768 ? currentPage(page).locator('.workspace-pane-page') : currentPage(page));
      const details = comanda();
      await expect(details.locator('ion-title')).toHaveText(title);

      // 'Pagar com Pix', turned towards the customer.
      // A button that leads to a screen is a link.
      await details.locator('ion-button', { hasText: 'Pagar com Pix' }).click();
      const payScreen = page.getByTestId('pay-with-pix');
      await expect(payScreen).toBeVisible();
      await expect(payScreen).toContainText(`Comanda #${placed.invoiceCode} · Balcão`);
      await expect(payScreen.locator('.pix-charge-amount')).toHaveText(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(expected.amount).replace('R$', '$'));
      const bigQr = payScreen.getByTestId('pix-qr');
      const box = await bigQr.boundingBox();
      // Scanned across a counter: at least 300 px on a phone, more on the tablet.
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(viewport.width < 768 ? 300 : 340);
      expect(await decodeQr(bigQr)).toBe(expected.payload);
      await shot(page, 'pagar-com-pix', size);
      // Back at the counter: the comanda again, by its address.
      await page.goto(`/invoices/${placed.invoiceId}`);

      const back = comanda();
      await expect(back.locator('ion-title')).toHaveText(title);
      await back.getByRole('button', { name: 'Confirmar pagamento' }).click();
      const dialog = page.locator('ion-modal.closing-dialog');
      await dialog.getByRole('radio', { name: 'Pix' }).click();
      const qr = dialog.getByTestId('pix-qr');
      await expect(qr).toBeVisible();
      await expect(dialog.getByTestId('pix-charge')).toHaveAttribute('data-payload', expected.payload);
      await expect(dialog.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
      expect(await decodeQr(qr)).toBe(expected.payload);
      await shot(page, 'confirmar-pagamento-pix', size);

      await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
      await expect(back.getByTestId('invoice-status')).toHaveText('Confirmado');
      await expect(back.locator('ion-chip').filter({ hasText: 'Pix' })).toBeVisible();
      await expect(back.locator('ion-button', { hasText: 'Pagar com Pix' })).toHaveCount(0);

      await page.goto('/more/summary');
      const report = currentPage(page);
      const methods = report.locator('section', { has: page.locator('#day-report-methods') });
      const pixRow = methods.locator('ion-item', { hasText: 'Pix' });
      await expect(pixRow).toContainText(/\d+ comandas?/);
      await pixRow.scrollIntoViewIfNeeded();
      await shot(page, 'resumo-pix', size);
    });
  });
}
