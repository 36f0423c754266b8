import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { pathTo } from '@/shared/routing/paths';
import { demoRecords, type DemoRecords } from './support/demoRecords';
import { expect, test } from './support/fixtures';
import { staffSession, startSignedIn, type StaffSession } from './support/staffSession';
import { currentPage, tapToSee } from './support/screens';
import { smallTargets } from './support/tapTargets';

/**
 * axe-core on what is on screen now; returns the serious and critical violations, one line each. Legacy mode
 * runs axe in the page itself rather than finishing in a second blank page with axe loaded again, which halves
 * the time of each check (the app has no cross-origin frames, the one thing it would miss); only violations are
 * collected, since passes are not reported.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function expectAccessible(page: Page): Promise<void> {
  // Let Ionic's page transition end: axe measures contrast on what is painted.
  await expect(currentPage(page)).not.toHaveClass(/ion-page-invisible/);
  await expect(page.locator('ion-spinner[aria-label="Carregando"]:visible')).toHaveCount(0);
  // Soft: one run lists the violations of every screen, not only the first one's.
  expect.soft(await seriousViolations(page)).toEqual([]);
  // And every control a finger can hit (tap-targets.spec.ts does the same at tablet size).
  expect.soft(await smallTargets(page)).toEqual([]);
}

/** Opens a screen by its address and checks it once the text that shows it loaded is there. */
async function checkScreen(page: Page, path: string, shows: string | RegExp): Promise<Locator> {
  await page.goto(path);
  const screen = currentPage(page);
  await expect(screen.getByText(shows).first()).toBeVisible();
  await expectAccessible(page);
  return screen;
}

/** Opens a dialog from the current screen and checks it with the screen behind. */
async function checkDialog(page: Page, open: () => Promise<void>, dialog: Locator): Promise<void> {
  await open();
  await expect(dialog).toBeVisible();
  await expect(page.locator('ion-spinner[aria-label="Carregando"]:visible')).toHaveCount(0);
  // A dialog is visible from the first frame of its fade-in; axe would measure the contrast of a half-painted text.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  expect.soft(await seriousViolations(page)).toEqual([]);
}

const openModal = (page: Page) => page.locator('ion-modal.show-modal');

test.describe('accessibility (axe-core: no serious or critical violations; tap targets of 44 px)', () => {
  // Each test walks up to ten screens and dialogs and runs axe-core on each: a few seconds apiece.
  test.describe.configure({ timeout: 90_000 });
  let session: StaffSession;
  let records: DemoRecords;
  // One signed-in page for the signed-in tests: every screen is opened by its address anyway, and a browser
  // context per test would only repeat the start-up. (Reopened when a failure restarts the worker.)
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser, request, baseURL }, testInfo) => {
    session = await staffSession(request);
    records = await demoRecords(request, session);
    const { viewport, locale, timezoneId } = testInfo.project.use;
    context = await browser.newContext({ baseURL, viewport, locale, timezoneId });
    page = await context.newPage();
    await startSignedIn(page, session);
  });

  test.afterAll(async () => {
    await context.close();
  });

  // A fresh page of its own, never signed in (the others share the signed-in one).
  test('signed out: login, NotFound and About', async ({ page }) => {
    await checkScreen(page, '/login', 'Bem-vindo! Por favor entre com sua conta.');
    await checkScreen(page, '/nao-existe', 'Ops! A página que você está procurando não foi encontrada.');
    await checkScreen(page, '/about', 'Versão');
  });

  test('orders, invoices and payments with their filters and details', async () => {
    await checkScreen(page, pathTo('Orders'), 'Pedidos');
    await checkScreen(page, pathTo('ChangeOrderFilters'), 'Status');
    const order = await checkScreen(page, pathTo('OrderDetails', { orderId: records.orderId }), /^Pedido #/);
    await checkDialog(
      page,
      () => order.getByRole('button', { name: 'Cancelar' }).click(),
      page.locator('ion-alert').filter({ hasText: 'Tem certeza que quer cancelar esse pedido?' }),
    );
    await checkScreen(page, pathTo('Invoices'), 'Comandas');
    await checkScreen(page, pathTo('ChangeInvoiceFilters'), 'Situação');
    const invoice = await checkScreen(page, pathTo('InvoiceDetails', { invoiceId: records.invoiceId }), /^Comanda #/);
    // Its 'Histórico', opened.
    await invoice.getByRole('button', { name: 'Histórico' }).click();
    await expect(invoice.getByTestId('history-section').locator('.history-entries, .history-empty').first()).toBeVisible();
    await expectAccessible(page);
    // The first comanda of the default list is still to be paid: its 'Confirmar pagamento' dialog.
    await checkDialog(page, () => invoice.getByRole('button', { name: 'Confirmar pagamento' }).click(), page.locator('ion-modal.closing-dialog'));
    await page.locator('ion-modal.closing-dialog').getByRole('button', { name: 'Cancelar' }).click();
    await checkScreen(page, pathTo('OrderPayments'), 'Pagamentos');
    await checkScreen(page, pathTo('ChangeOrderPaymentFilters'), 'Status');
  });

  test('the menu down to portion details, with the create and rename dialogs', async () => {
    const { itemGroupId, itemId, portionId } = records;
    const groups = await checkScreen(page, pathTo('ItemGroups'), 'Lanches');
    await checkDialog(page, () => groups.getByRole('button', { name: 'Nova categoria' }).click(), openModal(page));

    const group = await checkScreen(page, pathTo('ItemGroupDetails', { itemGroupId }), 'Ativo?');
    await checkDialog(
      page,
      async () => {
        await group.getByRole('button', { name: 'Menu' }).click();
        await page.locator('ion-popover').getByText('Renomear', { exact: true }).click();
      },
      page.locator('ion-alert, ion-modal.show-modal').filter({ hasText: 'Nome' }),
    );

    const items = await checkScreen(page, pathTo('Items', { itemGroupId }), 'X-Burguer');
    await checkDialog(page, () => items.getByRole('button', { name: 'Novo produto' }).click(), openModal(page));
    await checkScreen(page, pathTo('ItemDetails', { itemGroupId, itemId }), /Porções \(\d+\)/);
    const portions = await checkScreen(page, pathTo('Portions', { itemGroupId, itemId }), 'Simples');
    await checkDialog(page, () => portions.getByRole('button', { name: 'Nova porção' }).click(), openModal(page));
    await checkScreen(page, pathTo('PortionDetails', { itemGroupId, itemId, portionId }), 'Salvar');
  });

  test('the option groups and options of a category, with their create dialogs', async () => {
    const { itemGroupId, optionGroupId, optionId } = records;

    const optionGroups = await checkScreen(page, pathTo('OptionGroups', { itemGroupId }), 'Adicionais');
    await checkDialog(page, () => optionGroups.getByRole('button', { name: 'Novo opcional' }).click(), openModal(page));
    await checkScreen(page, pathTo('OptionGroupDetails', { itemGroupId, optionGroupId }), /Opções \(\d+\)/);
    const options = await checkScreen(page, pathTo('Options', { itemGroupId, optionGroupId }), 'Bacon');
    await checkDialog(page, () => options.getByRole('button', { name: 'Nova opção' }).click(), openModal(page));
    await checkScreen(page, pathTo('OptionDetails', { itemGroupId, optionGroupId, optionId }), 'Salvar');
  });

  test('Mais and its screens, with the chooser, confirm, create and share dialogs', async () => {
    await checkScreen(page, pathTo('More'), 'Meios de Pagamento');
    const methods = await checkScreen(page, pathTo('PaymentMethods'), 'Dinheiro');
    await checkDialog(page, () => methods.getByRole('button', { name: 'Adicionar meio de pagamento' }).click(), openModal(page));
    // The choices are read as one named group of radios, not as a list.
    const choices = openModal(page).getByRole('radiogroup', { name: 'Escolha o meio de pagamento' });
    await expect(choices.getByRole('radio').first()).toBeVisible();

    const method = await checkScreen(page, pathTo('PaymentMethodDetails', { paymentMethodId: records.paymentMethodId }), 'Público?');
    await checkDialog(
      page,
      async () => {
        const remove = page.locator('ion-popover').getByText('Remover', { exact: true });
        await tapToSee(method.getByRole('button', { name: 'Menu' }), remove);
        await remove.click();
      },
      page.locator('ion-alert').filter({ hasText: 'Deseja realmente remover o meio de pagamento?' }),
    );

    const qrCodes = await checkScreen(page, pathTo('QrCodes'), 'Mesa 1');
    await checkDialog(page, () => qrCodes.getByRole('button', { name: 'Novo QR code' }).click(), openModal(page));
    const qrCode = await checkScreen(page, pathTo('QrCodeDetails', { qrCodeId: records.qrCodeId }), 'Salvar');
    await checkDialog(page, () => qrCode.getByRole('button', { name: 'Compartilhar QR code' }).click(), openModal(page));

    await checkScreen(page, pathTo('DeliverySettings'), 'Salvar');
    await checkScreen(page, pathTo('Settings'), 'Salvar');
    // The till open on this page's device, and its blind closing (left unconfirmed: the till stays open).
    const till = await checkScreen(page, pathTo('Till'), 'Abrir caixa');
    await till.getByLabel('Valor inicial (troco)').pressSequentially('50');
    await till.getByRole('button', { name: 'Abrir caixa' }).click();
    await expect(till.getByText('Troco inicial: $ 50,00')).toBeVisible();
    // 'Caixa aberto.' fades out first: axe would measure the contrast of a half-painted toast.
    await expect(page.locator('ion-toast')).toHaveCount(0);
    await expectAccessible(page);
    await checkDialog(page, () => till.getByRole('button', { name: 'Fechar caixa' }).click(), openModal(page));
    await openModal(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(openModal(page)).toHaveCount(0);
  });

  test('Chamados, with one call waiting and another being answered', async ({ request }) => {
    const calls = `/ordering/accounts/${session.accountId}/shops/${session.shopId}/calls`;
    const headers = { authorization: `Bearer ${session.accountToken}` };
    const made: number[] = [];
    try {
      for (const [qrcode, reason] of [['mesa-1', 'cutlery'], ['mesa-2', 'waiter']]) {
        const answer = await request.post(`/public/qrcodes/${qrcode}/calls`, { data: { reason } });
        expect(answer.ok()).toBe(true);
        made.push((await answer.json()).id);
      }
      expect((await request.put(`${calls}/${made[1]}/claimed`, { headers })).ok()).toBe(true);
      const screen = await checkScreen(page, pathTo('Calls'), 'Vou atender');
      await expect(screen.getByText('Ana vai atender')).toBeVisible();
    } finally {
      for (const id of made) await request.put(`${calls}/${id}/done`, { headers });
    }
  });

  test('Resumo, its chart and lists, and the pause banner over Pedidos with its menu and sheet', async ({ request }) => {
    await checkScreen(page, pathTo('DayReport'), 'Faturamento');
    const pause = `/ordering/accounts/${session.accountId}/shops/${session.shopId}/pause`;
    const headers = { authorization: `Bearer ${session.accountToken}` };
    try {
      await request.put(pause, { headers, data: { minutes: 30 } });
      const orders = await checkScreen(page, pathTo('Orders'), 'Pedidos');
      await expect(page.locator('.order-pause-banner')).toBeVisible();
      await request.delete(pause, { headers });
      await expect(page.locator('.order-pause-banner')).toHaveCount(0);
      // Pedidos may still be entering: the menu's button is tapped until its menu shows.
      await checkDialog(page, () => tapToSee(orders.getByRole('button', { name: 'Menu' }), page.locator('ion-popover')), page.locator('ion-popover'));
      await checkDialog(page, () => page.locator('ion-popover').getByText('Pausar pedidos').click(), page.locator('ion-action-sheet'));
      await page.locator('ion-action-sheet').getByRole('button', { name: 'Cancelar' }).click();
    } finally {
      await request.delete(pause, { headers });
    }
  });
});
