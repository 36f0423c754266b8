import type { Browser, Page } from '@playwright/test';
import { pathTo } from '../src/app/paths';
import { demoRecords, type DemoRecords } from './support/demoRecords';
import { expect, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { staffSession, startSignedIn, type StaffSession } from './support/staffSession';

/** WCAG 2.5.5 and the platforms' own guides: a finger needs 44x44 CSS px. */
const MIN_TARGET_PX = 44;

const INTERACTIVE = [
  'ion-button',
  'ion-back-button',
  'ion-tab-button',
  'ion-menu-button',
  'ion-item[button]',
  'ion-item[router-link]',
  'ion-item[href]',
  'ion-toggle',
  'ion-checkbox',
  'ion-radio',
  'ion-select',
  'ion-segment-button',
  'a[href]',
  'button',
  '[role="button"]',
].join(', ');

/**
 * Every visible control of the screen in front (and the tab bar) smaller than a finger. A switch, box or field
 * inside a list row is reached through the whole row, so the row is what is measured.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const screen = [...document.querySelectorAll('ion-router-outlet > .ion-page:not(.ion-page-hidden)')].pop();
      const roots = [screen, document.querySelector('ion-tab-bar')].filter((root): root is Element => !!root);
      const found: string[] = [];
      for (const root of roots) {
        for (const element of root.querySelectorAll(selector)) {
          const row = element.tagName === 'ION-ITEM' ? null : element.parentElement?.closest('ion-item');
          const target = row ?? element;
          const box = target.getBoundingClientRect();
          const style = getComputedStyle(element);
          if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
          // Buttons inside Ionic's own shadow parts (the native <button> of an ion-button) are the same target.
          if (element.tagName === 'BUTTON' && element.closest('ion-button, ion-back-button, ion-tab-button')) continue;
          if (box.width < min || box.height < min) {
            const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
            found.push(`${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
          }
        }
      }
      return found;
    },
    { selector: INTERACTIVE, min: MIN_TARGET_PX },
  );
}

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

test.describe('tap targets: every control at least 44x44 CSS px', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
  ]) {
    test(`on every screen at ${viewport.width}x${viewport.height}`, async ({ browser, request, baseURL }) => {
      const session = await staffSession(request);
      const records = await demoRecords(request, session);
      expect(await measureEveryScreen(browser, baseURL ?? '', viewport, session, records)).toEqual([]);
    });
  }
});
