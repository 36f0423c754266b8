import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CustomerInvoice } from '@contract/customer';
import type { Invoice } from '@contract/ordering';
import { expect, signIn, test } from './support/fixtures';
import { deliveryToCollect, placeOrder } from './support/customerOrders';
import { currentPage } from './support/screens';
import { smallTargets } from './support/tapTargets';
import { staffCommands } from './support/staffCommands';
import { okJson, staffSession, type StaffSession } from './support/staffSession';

/** Where the screenshots go, when asked for (SERVICE_CHARGE_SHOTS_DIR). */
const SHOTS_DIR = process.env.SERVICE_CHARGE_SHOTS_DIR;

/** '$ 2,49', as the app writes money. */
const money = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace('R$', '$');

/** The demo shop's settings record, through the API, with the service charge set as the flow needs it. */
const setServiceCharge = (request: APIRequestContext, session: StaffSession, percent: number | null) =>
  staffCommands(request, session).setServiceCharge(percent);

const staffInvoice = (request: APIRequestContext, session: StaffSession, id: number): Promise<Invoice> =>
  staffCommands(request, session).invoice(id);

/** The 'Valores' list of a comanda: one row per label. */
const amountRow = (comanda: Locator, label: string) => comanda.locator('ion-list[aria-label="Valores"] ion-item').filter({ hasText: label });

/** Spaces as a reader sees them: the app's and Intl's money put a no-break space after '$'. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Prints the comanda's receipt in the browser (the print dialog stubbed) and reads its amount lines. */
async function printedAmounts(page: Page, comanda: Locator): Promise<string[]> {
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await comanda.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.locator('body')).toHaveClass(/printing-receipt/);
  // Laid out off screen for the print: read from the elements, a line's label and amount apart.
  const lines = await page
    .locator('.invoice-receipt .receipt-line')
    .evaluateAll((elements) => elements.map((line) => Array.from(line.children, (part) => part.textContent ?? '').join(' ')));
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  return lines.map(spaced);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`Taxa de serviço at ${size}`, () => {
    test.use({ viewport });
    test.setTimeout(120_000);

    let session: StaffSession;
    test.beforeEach(async ({ request }) => {
      session = await staffSession(request);
      // Off to start with, so the flow turns it on itself, whatever an earlier flow left.
      await setServiceCharge(request, session, null);
    });
    // Other flows share the server: the shop goes back to no service charge.
    test.afterEach(async ({ request }) => setServiceCharge(request, session, null));

    test('turned on in Configurações, it is charged on a dine-in comanda, printed, and removed from one comanda; a delivery has none', async ({
      page,
      request,
    }) => {
      await signIn(page);
      await page.goto('/more/settings');
      const settings = currentPage(page);
      await expect(settings.locator('ion-title')).toHaveText('Modo do Cardápio');
      await expect(settings).not.toHaveClass(/ion-page-invisible/);
      const serviceToggle = settings.locator('ion-toggle').filter({ hasText: 'Taxa de serviço' });
      await expect(serviceToggle).toHaveJSProperty('checked', false);
      await serviceToggle.click();
      // The customary 10% is offered.
      const percent = settings.getByTestId('service-charge-percent').locator('input');
      await expect(percent).toHaveValue('10');
      await settings.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Alterações salvas.')).toBeVisible();
      if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/settings-${size}.png` });

      // A customer at a table orders through the public API; their bill carries the charge.
      const placed = await placeOrder(request, '', 'mesa-1');
      const invoice = await staffInvoice(request, session, placed.invoiceId);
      const items = invoice.orders?.[0].total ?? 0;
      const charge = Math.round(items * 10) / 100;
      expect(invoice).toMatchObject({ serviceChargePercent: 10, serviceCharge: charge, total: Math.round((items + charge) * 100) / 100 });
      const bill = await okJson<CustomerInvoice>(
        await request.get(`/public/invoices/${placed.invoiceId}`, { headers: { 'x-invoice-access-token': placed.accessToken } }),
      );
      expect(bill).toMatchObject({ serviceCharge: charge, total: invoice.total });

      // The Comandas list: the tile's total includes it.
      await page.goto('/invoices');
      const list = currentPage(page);
      const tile = list.getByTestId(`invoice-${placed.invoiceId}`);
      await expect(tile.locator('.invoice-tile-total')).toHaveText(money(invoice.total));

      // The comanda: its own line, and the total with it.
      await page.goto(`/invoices/${placed.invoiceId}`);
      const comanda = viewport.width >= 768 ? currentPage(page).locator('.workspace-pane-page') : currentPage(page);
      await expect(comanda.locator('ion-title')).toHaveText(`Comanda #${placed.invoiceCode}`);
      await expect(amountRow(comanda, 'Taxa de serviço (10%)')).toContainText(money(charge));
      await expect(amountRow(comanda, 'Total')).toContainText(money(invoice.total));
      await expect(comanda).not.toHaveClass(/ion-page-invisible/);
      await expect(comanda.getByRole('button', { name: 'Remover taxa de serviço' })).toBeVisible();
      // 'Remover taxa de serviço' is a finger's size, like every control.
      expect(await smallTargets(page)).toEqual([]);
      if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/comanda-${size}.png` });

      // The receipt prints it on its own line.
      const receipt = await printedAmounts(page, comanda);
      expect(receipt).toContain(spaced(`Taxa de serviço (10%) ${money(charge)}`));
      expect(receipt).toContain(spaced(`Total ${money(invoice.total)}`));

      // Removed from this comanda, asked first; who and when are shown.
      await comanda.getByRole('button', { name: 'Remover taxa de serviço' }).click();
      const alert = page.locator('ion-alert');
      await expect(alert).toContainText(`Tirar ${money(charge)} de taxa de serviço desta comanda? O total passa a ${money(items)}.`);
      await alert.getByRole('button', { name: 'Sim' }).click();
      await expect(page.getByText('Taxa de serviço removida.')).toBeVisible();
      await expect(amountRow(comanda, 'Taxa de serviço')).toHaveCount(0);
      await expect(amountRow(comanda, 'Total')).toContainText(money(items));
      await expect(comanda.getByTestId('service-charge-removed')).toHaveText(/^Taxa de serviço removida por Ana às \d{2}:\d{2}$/);
      await expect(comanda.getByRole('button', { name: 'Remover taxa de serviço' })).toHaveCount(0);
      expect(await staffInvoice(request, session, placed.invoiceId)).toMatchObject({ serviceCharge: 0, total: items, serviceChargeRemovedBy: 'Ana' });
      if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/comanda-removed-${size}.png` });

      // A delivery comanda, opened while the charge is on, has none.
      const delivery = await deliveryToCollect(request, '');
      expect(await staffInvoice(request, session, delivery.invoiceId)).toMatchObject({ serviceCharge: 0, serviceChargePercent: null });
      await page.goto(`/invoices/${delivery.invoiceId}`);
      const deliveryComanda = viewport.width >= 768 ? currentPage(page).locator('.workspace-pane-page') : currentPage(page);
      await expect(deliveryComanda.locator('ion-title')).toHaveText(`Comanda #${delivery.invoiceCode}`);
      await expect(amountRow(deliveryComanda, 'Taxa de entrega')).toBeVisible();
      await expect(amountRow(deliveryComanda, 'Taxa de serviço')).toHaveCount(0);
      await expect(deliveryComanda.getByRole('button', { name: 'Remover taxa de serviço' })).toHaveCount(0);
    });
  });
}
