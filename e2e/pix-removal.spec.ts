import type { APIRequestContext } from '@playwright/test';
import type { PixSettings } from '@contract/payments';
import { expect, signIn, test } from './support/fixtures';
import { placeOrder } from './support/customerOrders';
import { currentPage } from './support/screens';
import { okJson, staffSession, type StaffSession } from './support/staffSession';

const RECEIVER: PixSettings = { key: '52998224725', merchantName: 'BAR DA REMOCAO', merchantCity: 'SAO PAULO' };

const pixPath = (session: StaffSession) => `/v2/payment/payments/providers/${session.accountId}/locations/${session.shopId}/pix`;
const auth = (session: StaffSession) => ({ authorization: `Bearer ${session.accountToken}` });

async function putKey(request: APIRequestContext, session: StaffSession, receiver: PixSettings): Promise<void> {
  const answer = await request.put(pixPath(session), { headers: auth(session), data: receiver });
  expect(answer.status(), await answer.text()).toBe(200);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test.describe(`Remover chave Pix at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    test.setTimeout(120_000);

    let session: StaffSession;
    let kept: PixSettings | null = null;
    test.beforeEach(async ({ request }) => {
      session = await staffSession(request);
      kept = await okJson<PixSettings | null>(await request.get(pixPath(session), { headers: auth(session) }));
      // A key of its own to remove, whatever an earlier flow left.
      await putKey(request, session, RECEIVER);
    });
    // Other flows share the server: the key the shop had goes back.
    test.afterEach(async ({ request }) => {
      if (kept) await putKey(request, session, kept);
      else await request.delete(pixPath(session), { headers: auth(session) });
    });

    test('the key is removed from Mais → Pix after a confirm, and a comanda then shows no Pix code', async ({ page, request }) => {
      const placed = await placeOrder(request, '', 'mesa-1');
      await signIn(page);
      const comandaScreen = () => (viewport.width >= 768 ? currentPage(page).locator('.workspace-pane-page') : currentPage(page));
      // With the key, the comanda offers its Pix code.
      await page.goto(`/invoices/${placed.invoiceId}`);
      await expect(comandaScreen().locator('ion-title')).toHaveText(`Comanda #${placed.invoiceCode}`);
      await expect(comandaScreen().locator('ion-button', { hasText: 'Pagar com Pix' })).toBeVisible();

      await page.goto('/more/pix');
      const settings = currentPage(page);
      await expect(settings.locator('ion-title')).toHaveText('Pix');
      await expect(settings.getByTestId('pix-key').locator('input')).toHaveValue(RECEIVER.key);
      await expect(settings).not.toHaveClass(/ion-page-invisible/);
      await settings.getByRole('button', { name: 'Remover chave Pix' }).click();
      const alert = page.locator('ion-alert');
      await expect(alert).toContainText('As comandas deixam de mostrar o QR code Pix');
      await alert.getByRole('button', { name: 'Sim' }).click();
      await expect(page.getByText('Chave Pix removida.')).toBeVisible();
      await expect(settings.getByTestId('pix-key').locator('input')).toHaveValue('');
      await expect(settings.getByRole('button', { name: 'Remover chave Pix' })).toHaveCount(0);
      expect(await okJson<PixSettings | null>(await request.get(pixPath(session), { headers: auth(session) }))).toBeNull();

      await page.goto(`/invoices/${placed.invoiceId}`);
      const comanda = comandaScreen();
      await expect(comanda.locator('ion-title')).toHaveText(`Comanda #${placed.invoiceCode}`);
      await expect(comanda.getByRole('button', { name: 'Confirmar pagamento' })).toBeVisible();
      await expect(comanda.locator('ion-button', { hasText: 'Pagar com Pix' })).toHaveCount(0);
      const staff = await request.get(`/ordering/accounts/${session.accountId}/shops/${session.shopId}/invoices/${placed.invoiceId}/pix`, {
        headers: auth(session),
      });
      expect(staff.status()).toBe(409);
      expect((await staff.json()).code).toBe('pix_not_configured');
    });
  });
}
