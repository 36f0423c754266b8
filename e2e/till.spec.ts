import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { formatReaisTyped } from '@/shared/forms/reaisInput';
import { DEVICE_KEY_STORAGE_KEY } from '@/shared/api/deviceKey';
import { formatMoney } from '@/shared/lib/money';
import { pathTo } from '@/shared/routing/paths';
import { placeOrder } from './support/customerOrders';
import { fakeUsbPrinter } from './support/fakePrinter';
import { expect, signIn, test } from './support/fixtures';
import { currentPage, screenshot } from './support/screens';
import { staffCommands } from './support/staffCommands';
import { staffSession } from './support/staffSession';
import { smallTargets } from './support/tapTargets';

const PHONE = { width: 390, height: 844 };
const TABLET_LANDSCAPE = { width: 1024, height: 768 };

/** The dialog open on top, by its title. */
const dialog = (page: Page, title: string) => page.locator(`ion-modal[aria-label="${title}"]`);

/** Types an amount as a cashier does: a tap on the field, then key by key through its mask. */
async function typeReais(field: Locator, amount: number) {
  const text = formatReaisTyped(amount);
  await field.click();
  await expect(field).toBeFocused();
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
}

async function recordMovement(page: Page, kind: 'Sangria' | 'Suprimento', amount: number, reason: string, toast: string) {
  await currentPage(page).getByRole('button', { name: kind, exact: true }).click();
  const modal = dialog(page, kind);
  await typeReais(modal.getByLabel('Valor'), amount);
  await modal.getByLabel('Motivo').fill(reason);
  await modal.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(modal).toBeHidden();
}

/** Pays the comanda in cash at 'Confirmar pagamento', as the cashier does on this device: its part counts in the till. */
async function payInCash(page: Page, invoiceId: number, invoiceCode: string) {
  await page.goto(pathTo('InvoiceDetails', { invoiceId }));
  const details = page.locator('.ion-page:not(.ion-page-hidden)').filter({ has: page.locator('ion-title', { hasText: `Comanda #${invoiceCode}` }) }).last();
  await details.getByRole('button', { name: 'Confirmar pagamento' }).click();
  const closing = page.locator('ion-modal.closing-dialog');
  await closing.getByRole('radio', { name: 'Dinheiro' }).click();
  await closing.getByRole('button', { name: 'Confirmar', exact: true }).click();
  // Its order is still in the kitchen: asked once more.
  await closing.getByRole('button', { name: 'Confirmar mesmo assim' }).click();
  await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
}

/** The counter's thermal printer (a fake USB one at the browser boundary), paired in Configurações. */
async function pairPrinter(page: Page) {
  await page.goto('/more/settings');
  const settings = currentPage(page);
  await settings.getByRole('button', { name: 'Conectar impressora USB' }).click();
  await expect(settings.getByTestId('printer-link')).toHaveText('Conectada');
}

async function openTillScreen(page: Page) {
  await page.goto(pathTo('More'));
  await currentPage(page).getByText('Caixa', { exact: true }).click();
  await expect(currentPage(page).locator('ion-title')).toHaveText('Caixa');
}

test.describe("'Caixa': a whole shift on one device", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: PHONE });

  test('opened with $ 100,00, a sangria and a suprimento, comandas paid in cash, Pix and card, closed blind $ 20,00 short in cash', async ({ page, request }) => {
    const placed = await placeOrder(request, '', 'mesa-3');
    const commands = staffCommands(request, await staffSession(request));
    const before = await commands.invoice(placed.invoiceId);

    const printer = await fakeUsbPrinter(page.context());
    await signIn(page);
    await pairPrinter(page);
    await openTillScreen(page);
    const screen = currentPage(page);
    await expect(screen.getByText('Caixa fechado', { exact: true })).toBeVisible();
    await typeReais(screen.getByLabel('Valor inicial (troco)'), 100);
    await screen.getByRole('button', { name: 'Abrir caixa' }).click();
    await expect(page.getByText('Caixa aberto.')).toBeVisible();
    await expect(screen.getByText('Caixa aberto', { exact: true })).toBeVisible();
    await expect(screen.getByText('Troco inicial: $ 100,00')).toBeVisible();
    await expect(screen.getByText(/^Aberto por .+ às \d\d:\d\d$/)).toBeVisible();

    await recordMovement(page, 'Sangria', 30, 'Fornecedor', 'Sangria registrada.');
    await recordMovement(page, 'Suprimento', 10, 'Troco', 'Suprimento registrado.');
    const movements = screen.getByTestId('till-movement');
    await expect(movements).toHaveCount(2);
    await expect(movements.filter({ hasText: 'Fornecedor' })).toContainText('− $ 30,00');
    await expect(movements.filter({ hasText: 'Troco' })).toContainText('+ $ 10,00');
    // Amounts read at arm's length.
    for (const amount of [screen.locator('.till-float'), movements.first().locator('.till-amount')]) {
      expect(parseFloat(await amount.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
    }
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, 'till-open');

    await payInCash(page, placed.invoiceId, placed.invoiceCode);
    const paid = await commands.invoice(placed.invoiceId);
    const cashTaken = Math.round(((paid.paid ?? 0) - (before.paid ?? 0)) * 100) / 100;
    expect(cashTaken).toBeGreaterThan(0);
    const expectedCash = Math.round((100 - 30 + 10 + cashTaken) * 100) / 100;
    // Another comanda split at this counter between Pix and a credit card ('Dividir conta' from this device's key).
    const split = await placeOrder(request, '', 'mesa-1');
    const device = (await page.evaluate((key) => localStorage.getItem(key), DEVICE_KEY_STORAGE_KEY))!;
    const owed = (await commands.invoice(split.invoiceId)).total;
    const byPix = Math.round(owed * 50) / 100;
    const byCard = Math.round((owed - byPix) * 100) / 100;
    await commands.payPart(split.invoiceId, byPix, 'pix', device);
    expect((await commands.payPart(split.invoiceId, byCard, 'creditCard', device)).status).toBe('closed');

    await page.setViewportSize(TABLET_LANDSCAPE);
    await openTillScreen(page);
    await currentPage(page).getByRole('button', { name: 'Fechar caixa' }).click();
    const closing = dialog(page, 'Fechar caixa');
    // Blind: nothing of what the server expects is on screen.
    await expect(closing.getByText('Esperado')).toHaveCount(0);
    await expect(closing).not.toContainText(formatMoney(expectedCash));
    await typeReais(closing.getByLabel('Dinheiro contado'), expectedCash - 20);
    // The Pix and card slips add up right; no debit card or meal voucher went through this till.
    await typeReais(closing.getByLabel('Pix', { exact: true }), byPix);
    await typeReais(closing.getByLabel('Cartão de crédito', { exact: true }), byCard);
    for (const method of ['Cartão de débito', 'Vale-refeição']) await typeReais(closing.getByLabel(method, { exact: true }), 0);
    await closing.getByRole('button', { name: 'Confirmar fechamento' }).click();
    const ask = page.locator('ion-alert');
    await expect(ask).toContainText('Depois de confirmar, o fechamento não pode ser alterado.');
    await ask.getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText('Caixa fechado.')).toBeVisible();

    const closed = currentPage(page).getByTestId('till-closing');
    await expect(closed.getByRole('heading')).toHaveText('Fechamento nº 1');
    await expect(closed).toContainText(/Fechado por .+ às \d\d:\d\d/);
    const cashLine = closed.getByTestId('till-line-cash').locator('th, td');
    await expect(cashLine).toHaveText(['Dinheiro', formatMoney(expectedCash), formatMoney(expectedCash - 20), '− $ 20,00']);
    await expect(closed.getByTestId('till-line-cash').locator('.till-difference')).toHaveCSS('color', 'rgb(197, 0, 15)');
    for (const [method, label, amount] of [['pix', 'Pix', byPix], ['creditCard', 'Cartão de crédito', byCard]] as const) {
      await expect(closed.getByTestId(`till-line-${method}`).locator('th, td')).toHaveText([label, formatMoney(amount), formatMoney(amount), '$ 0,00']);
    }
    await expect(closed.getByTestId('till-line-total').locator('.till-difference')).toHaveText('− $ 20,00');
    expect(parseFloat(await closed.locator('td').first().evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, 'till-closing');

    // On the roll, as the printer got it: the same figures, a plain hyphen for the minus.
    await closed.getByRole('button', { name: 'Imprimir fechamento' }).click();
    await expect.poll(() => printer.jobsWith('Fechamento de caixa n').length, { timeout: 15_000 }).toBe(1);
    const slip = Buffer.from(printer.jobsWith('Fechamento de caixa n')[0].bytes).toString('latin1');
    // Bold on and off (ESC E n) and code page switches (ESC t n) are not what the roll shows.
    const controls = ['E', 't'].flatMap((command) => [0, 1, 3].map((value) => `\u001b${command}${String.fromCharCode(value)}`));
    const rows = slip.split('\n').map((line) => controls.reduce((plain, code) => plain.replaceAll(code, ''), line).trimEnd());
    const cashAt = rows.findIndex((row) => row === 'Dinheiro');
    expect(rows.slice(cashAt + 1, cashAt + 4)).toEqual([
      expect.stringMatching(new RegExp(`^Esperado +\\${formatMoney(expectedCash)}$`)),
      expect.stringMatching(new RegExp(`^Contado +\\${formatMoney(expectedCash - 20)}$`)),
      expect.stringMatching(/^Diferen.a +- \$ 20,00$/),
    ]);
    expect(rows).toContainEqual(expect.stringMatching(/^Troco inicial +\$ 100,00$/));
    expect(rows).toContainEqual(expect.stringMatching(/^Sangrias +- \$ 30,00$/));

    // Notes found later in the drawer: the count is corrected beside the closing, which keeps its figures.
    await closed.getByRole('button', { name: 'Corrigir contagem' }).click();
    const correction = dialog(page, 'Corrigir contagem');
    await typeReais(correction.getByLabel('Valor contado'), expectedCash);
    await correction.getByLabel('Motivo').fill('Notas na gaveta de baixo');
    await correction.getByRole('button', { name: 'Registrar correção' }).click();
    await expect(page.getByText('Correção registrada.')).toBeVisible();
    await expect(closed.getByTestId('till-correction')).toContainText(`Dinheiro: contado ${formatMoney(expectedCash)}, diferença $ 0,00`);
    await expect(closed.getByTestId('till-line-cash').locator('.till-difference')).toHaveText('− $ 20,00');

    // The next shift opens from here, and today's closings list this one.
    await expect(currentPage(page).getByText('Caixa fechado', { exact: true })).toBeVisible();
    const today = currentPage(page).getByTestId('till-day-closing');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText('Fechamento nº 1');
    await expect(today).toContainText('− $ 20,00');

    // Resumo lists it, and its spreadsheet has a line per method with the same figures.
    await page.goto(pathTo('DayReport'));
    const report = currentPage(page);
    const closings = report.getByTestId('day-report-tills').locator('ion-item');
    await expect(closings).toHaveCount(1);
    await expect(closings).toContainText('Fechamento nº 1');
    const expectedAll = Math.round((expectedCash + owed) * 100) / 100;
    await expect(closings).toContainText(`Esperado ${formatMoney(expectedAll)} · Contado ${formatMoney(expectedAll - 20)}`);
    await expect(closings).toContainText('− $ 20,00');
    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Exportar fechamentos' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^caixa-\d{4}-\d{2}-\d{2}\.csv$/);
    const sheet = readFileSync((await file.path())!, 'utf8').slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));
    expect(sheet[0]).toEqual(['Fechamento', 'Aberto por', 'Aberto em', 'Fechado por', 'Fechado em', 'Troco inicial', 'Sangrias', 'Suprimentos', 'Forma de pagamento', 'Esperado', 'Contado', 'Diferença']);
    const cents = (reais: number) => reais.toFixed(2).replace('.', ',');
    expect(sheet.find((row) => row[8] === 'Dinheiro')?.slice(5)).toEqual(['100,00', '30,00', '10,00', 'Dinheiro', cents(expectedCash), cents(expectedCash - 20), '-20,00']);
  });

  test("'Exigir caixa aberto': a payment on a device with no open till is refused, saying where to open it; once open it goes through", async ({ page, request }) => {
    const placed = await placeOrder(request, '', 'mesa-2');
    const commands = staffCommands(request, await staffSession(request));
    try {
      await signIn(page);
      await openTillScreen(page);
      const toggle = currentPage(page).locator('ion-toggle').filter({ hasText: 'Exigir caixa aberto para receber' });
      await expect(toggle).toHaveJSProperty('checked', false);
      await toggle.click();
      await expect(toggle).toHaveJSProperty('checked', true);
      await expect(toggle).not.toHaveAttribute('disabled');

      await page.goto(pathTo('InvoiceDetails', { invoiceId: placed.invoiceId }));
      const details = page.locator('.ion-page:not(.ion-page-hidden)').filter({ has: page.locator('ion-title', { hasText: `Comanda #${placed.invoiceCode}` }) }).last();
      await details.getByRole('button', { name: 'Confirmar pagamento' }).click();
      const closing = page.locator('ion-modal.closing-dialog');
      await closing.getByRole('radio', { name: 'Dinheiro' }).click();
      await closing.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await closing.getByRole('button', { name: 'Confirmar mesmo assim' }).click();
      await expect(page.getByText('Abra o caixa deste aparelho (Mais → Caixa) antes de receber pagamentos.')).toBeVisible();
      expect((await commands.invoice(placed.invoiceId)).status).not.toBe('closed');

      await openTillScreen(page);
      await typeReais(currentPage(page).getByLabel('Valor inicial (troco)'), 0);
      await currentPage(page).getByRole('button', { name: 'Abrir caixa' }).click();
      await expect(page.getByText('Caixa aberto.')).toBeVisible();
      await payInCash(page, placed.invoiceId, placed.invoiceCode);
      expect((await commands.invoice(placed.invoiceId)).status).toBe('closed');
    } finally {
      await commands.requireTill(false);
    }
  });
});
