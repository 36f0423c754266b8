import type { Browser } from '@playwright/test';
import { pathTo } from '@/shared/routing/paths';
import { demoRecords, type DemoRecords } from './support/demoRecords';
import { expect, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { staffSession, startSignedIn, type StaffSession } from './support/staffSession';
import { smallTargets } from './support/tapTargets';

const screensOf = (records: DemoRecords): Array<[string, string | RegExp]> => {
  const { itemGroupId, itemId, portionId, optionGroupId, optionId } = records;
  return [
    [pathTo('Orders'), 'Pedidos'],
    [pathTo('ChangeOrderFilters'), 'Status'],
    [pathTo('OrderDetails', { orderId: records.orderId }), /^Pedido #/],
    [pathTo('Invoices'), 'Comandas'],
    [pathTo('ChangeInvoiceFilters'), 'Situação'],
    [pathTo('InvoiceDetails', { invoiceId: records.invoiceId }), /^Comanda #/],
    [pathTo('ItemGroups'), 'Lanches'],
    [pathTo('ItemGroupDetails', { itemGroupId }), 'Ativo?'],
    [pathTo('Items', { itemGroupId }), 'X-Burguer'],
    [pathTo('ItemDetails', { itemGroupId, itemId }), /Porções \(\d+\)/],
    [pathTo('Portions', { itemGroupId, itemId }), 'Simples'],
    [pathTo('PortionDetails', { itemGroupId, itemId, portionId }), 'Salvar'],
    [pathTo('OptionGroups', { itemGroupId }), 'Adicionais'],
    [pathTo('OptionGroupDetails', { itemGroupId, optionGroupId }), /Opções \(\d+\)/],
    [pathTo('Options', { itemGroupId, optionGroupId }), 'Bacon'],
    [pathTo('OptionDetails', { itemGroupId, optionGroupId, optionId }), 'Salvar'],
    [pathTo('More'), 'Meios de Pagamento'],
    [pathTo('Calls'), 'Chamados'],
    [pathTo('Tables'), 'Mesa 1'],
    [pathTo('Till'), 'Caixa'],
    [pathTo('DeliverySettings'), 'Salvar'],
    [pathTo('Settings'), 'Salvar'],
    [pathTo('OrderPayments'), 'Pagamentos'],
    [pathTo('ChangeOrderPaymentFilters'), 'Status'],
    [pathTo('PaymentMethods'), 'Dinheiro'],
    [pathTo('PaymentMethodDetails', { paymentMethodId: records.paymentMethodId }), 'Público?'],
    [pathTo('QrCodes'), 'Mesa 1'],
    [pathTo('QrCodeDetails', { qrCodeId: records.qrCodeId }), 'Salvar'],
  ];
};

async function measureEveryScreen(browser: Browser, baseURL: string, viewport: { width: number; height: number }, session: StaffSession, records: DemoRecords) {
  const context = await browser.newContext({ baseURL, viewport });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    const found = (await smallTargets(page)).map((small) => `/login: ${small}`);
    await page.goto('/about');
    await expect(page.getByText('Versão').first()).toBeVisible();
    found.push(...(await smallTargets(page)).map((small) => `/about: ${small}`));

    await startSignedIn(page, session);
    for (const [path, shows] of screensOf(records)) {
      await page.goto(path);
      await expect(currentPage(page).getByText(shows).first()).toBeVisible();
      await expect(currentPage(page)).not.toHaveClass(/ion-page-invisible/);
      await expect(page.locator('ion-spinner[aria-label="Carregando"]:visible')).toHaveCount(0);
      found.push(...(await smallTargets(page)).map((small) => `${path}: ${small}`));
    }
    return found;
  } finally {
    await context.close();
  }
}

// At the phone size (the project's viewport) the accessibility flows measure every screen as they walk it.
test.describe('tap targets: every control at least 44x44 CSS px', () => {
  test.describe.configure({ timeout: 120_000 });

  test('on every screen of a 1024x768 counter tablet', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const records = await demoRecords(request, session);
    expect(await measureEveryScreen(browser, baseURL ?? '', { width: 1024, height: 768 }, session, records)).toEqual([]);
  });
});
