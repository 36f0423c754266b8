import type { APIRequestContext, Page } from '@playwright/test';
import type { Invoice } from '@contract/ordering';
import { formatMoney } from '@/shared/lib/money';
import { placeOrder } from './support/customerOrders';
import { expect, signIn, test } from './support/fixtures';
import { okJson, staffSession, type StaffSession } from './support/staffSession';

const SCREENS_DIR = process.env.SCREENS_DIR;

async function invoiceOf(request: APIRequestContext, staff: StaffSession, id: number): Promise<Invoice> {
  return okJson<Invoice>(
    await request.get(`/ordering/accounts/${staff.accountId}/shops/${staff.shopId}/invoices/${id}`, {
      headers: { authorization: `Bearer ${staff.accountToken}` },
    }),
  );
}

/**
 * What the comanda's screen shows: its pane beside the list on a tablet, the whole screen on a phone; only what is
 * on screen, since a page Ionic keeps behind may hold the same names.
 */
const onScreen = (page: Page) => ({
  testId: (id: string) => page.getByTestId(id).filter({ visible: true }),
  button: (name: string) => page.getByRole('button', { name }),
});

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`a comanda moved and merged at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('Transferir para outra mesa, then Juntar com…: the place, the record and the total follow', async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      // Comandas of this test alone, opened through the customer API.
      const moving = await placeOrder(request, baseURL!, 'mesa-3');
      const joining = await placeOrder(request, baseURL!, 'mesa-2');
      const staff = await staffSession(request);
      const [before, other] = [await invoiceOf(request, staff, moving.invoiceId), await invoiceOf(request, staff, joining.invoiceId)];
      expect(before.location).toBe('Mesa 3');

      await signIn(page);
      await page.goto(`/invoices/${moving.invoiceId}`);
      const screen = onScreen(page);
      await expect(page.locator('ion-title', { hasText: `Comanda #${moving.invoiceCode}` }).filter({ visible: true })).toBeVisible();
      await expect(screen.testId('invoice-locations')).toHaveText('Mesa 3');
      await expect(screen.testId('invoice-total')).toHaveText(formatMoney(before.total));

      await screen.button('Transferir para outra mesa').click();
      const transferDialog = page.getByTestId('move-dialog');
      await expect(transferDialog.locator('h2')).toHaveText('Transferir para outra mesa');
      // The table it is at is not offered.
      await expect(transferDialog.locator('ion-item', { hasText: /^Mesa 3$/ })).toHaveCount(0);
      await transferDialog.locator('ion-item', { hasText: /^Mesa 1$/ }).click();
      await expect(page.getByText('Comanda transferida para Mesa 1.')).toBeVisible();
      await expect(screen.testId('invoice-locations')).toHaveText('Mesa 1');
      await expect(screen.testId('invoice-moves')).toContainText(/Transferida da Mesa 3 para a Mesa 1 por Ana Souza às \d{2}:\d{2}/);

      await screen.button('Juntar com…').click();
      const mergeDialog = page.getByTestId('move-dialog');
      await expect(mergeDialog.locator('h2')).toHaveText('Juntar com…');
      await expect(mergeDialog.locator('ion-item', { hasText: `Mesa 2 · Comanda #${joining.invoiceCode}` })).toBeVisible();
      if (SCREENS_DIR) await page.screenshot({ path: `${SCREENS_DIR}/table-merge-dialog-${viewport.width}.png`, animations: 'disabled' });
      await mergeDialog.locator('ion-item', { hasText: `Mesa 2 · Comanda #${joining.invoiceCode}` }).click();
      await expect(page.getByText('Comandas juntadas.')).toBeVisible();
      await expect(screen.testId('invoice-total')).toHaveText(formatMoney(before.total + other.total));
      await expect(screen.testId('invoice-moves')).toContainText(
        new RegExp(`Comanda #${joining.invoiceCode} \\(Mesa 2\\) juntada a esta por Ana Souza às \\d{2}:\\d{2}`),
      );
      // Both orders are on the comanda now, and the one merged away ended there.
      await expect(screen.testId(`invoice-order-${moving.orderId}`)).toBeVisible();
      await expect(screen.testId(`invoice-order-${joining.orderId}`)).toBeVisible();
      if (SCREENS_DIR) await page.screenshot({ path: `${SCREENS_DIR}/table-moves-${viewport.width}.png`, animations: 'disabled' });

      const merged = await invoiceOf(request, staff, moving.invoiceId);
      expect(merged.orders?.map((order) => order.id)).toEqual([moving.orderId, joining.orderId]);
      expect(merged.total).toBeCloseTo(before.total + other.total, 2);
      const ended = await invoiceOf(request, staff, joining.invoiceId);
      expect(ended).toMatchObject({ status: 'canceled', mergedIntoId: moving.invoiceId });
    });
  });
}
