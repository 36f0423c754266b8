import type { Browser, Page } from '@playwright/test';
import { walkTime } from './support/clock';
import { deliveryToCollect, placeOrder } from './support/customerOrders';
import { fakeUsbPrinter } from './support/fakePrinter';
import { expect, ownServer, signIn, test } from './support/fixtures';
import { currentPage } from './support/screens';

const latin1 = (bytes: number[]) => Buffer.from(bytes).toString('latin1');

async function openPrintSettings(page: Page) {
  await page.goto('/more/settings');
  const settings = currentPage(page);
  await expect(settings.getByText('Impressão')).toBeVisible();
  return settings;
}

/**
 * A counter computer with the fake printer plugged in, signed in, the printer paired and auto-print on. Its tabs'
 * clock runs at its own pace until a flow walks it through the seconds in which nothing may print again (walkTime).
 */
async function counterWithPrinter(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, locale: 'pt-BR' });
  await context.clock.install();
  const printer = await fakeUsbPrinter(context);
  const page = await context.newPage();
  await signIn(page);
  const settings = await openPrintSettings(page);
  await settings.getByRole('button', { name: 'Conectar impressora USB' }).click();
  await expect(settings.getByTestId('printer-link')).toHaveText('Conectada');
  await settings.locator('ion-toggle').filter({ hasText: 'Imprimir pedidos novos automaticamente' }).click();
  await expect(settings.locator('ion-toggle').filter({ hasText: 'Imprimir pedidos novos automaticamente' })).toHaveJSProperty('checked', true);
  return { context, printer, page, settings };
}

test.describe('thermal printer (a fake USB printer at the browser boundary)', () => {
  test('pairs, prints a test page with pt-BR accents in code page 860, and reconnects after a reload', async ({ browser, baseURL }) => {
    const { context, printer, page, settings } = await counterWithPrinter(browser, baseURL!);
    await expect(settings.getByText('EPSON TM-T20X')).toBeVisible();
    await settings.getByRole('button', { name: 'Imprimir teste' }).click();
    await expect(page.getByText('Página de teste enviada à impressora.')).toBeVisible();
    expect(printer.jobs).toHaveLength(1);
    const test = printer.jobs[0].bytes;
    // ESC @, then ESC t 3 (code page 860), then 'ç ã õ' as 0x87 0x84 0x94.
    expect(test.slice(0, 2)).toEqual([0x1b, 0x40]);
    expect(latin1(test)).toContain('\x1bt\x03');
    expect(latin1(test)).toContain('\x87 \x84 \x94');

    await page.reload();
    const again = await openPrintSettings(page);
    await expect(again.getByTestId('printer-link')).toHaveText('Conectada');
    await expect(again.locator('ion-toggle').filter({ hasText: 'Imprimir pedidos novos automaticamente' })).toHaveJSProperty('checked', true);
    await context.close();
  });

  test('a new order prints its kitchen ticket once, even with the app open in two tabs', async ({ browser, baseURL, request }) => {
    const { context, printer, page } = await counterWithPrinter(browser, baseURL!);
    await page.goto('/orders');
    const second = await context.newPage();
    await second.goto('/orders');
    await expect(currentPage(second).locator('ion-title').first()).toHaveText('Pedidos');
    await expect(currentPage(page).locator('ion-item.order-tile').first()).toBeVisible();
    await expect(currentPage(second).locator('ion-item.order-tile').first()).toBeVisible();

    const placed = await placeOrder(request, baseURL!, 'mesa-2');
    await expect.poll(() => printer.jobsWith(`Pedido #${placed.orderCode}`).length, { timeout: 15_000 }).toBe(1);
    // Three seconds on both tabs' clock, and no second ticket.
    await walkTime(context.clock, 3_000);
    expect(printer.jobsWith(`Pedido #${placed.orderCode}`)).toHaveLength(1);
    expect(latin1(printer.jobsWith(`Pedido #${placed.orderCode}`)[0].bytes)).toContain('Mesa 2');

    // 'Reimprimir' prints it again, on purpose.
    await page.goto(`/orders/${placed.orderId}`);
    await currentPage(page).getByRole('button', { name: 'Reimprimir' }).click();
    await expect.poll(() => printer.jobsWith(`Pedido #${placed.orderCode}`).length).toBe(2);
    await context.close();
  });

  test("'Imprimir' on a delivery's comanda prints its receipt on the printer, fee and payment included; unplugged, the browser prints it", async ({
    browser,
    baseURL,
    request,
  }) => {
    const { context, printer, page } = await counterWithPrinter(browser, baseURL!);
    const placed = await deliveryToCollect(request, baseURL!);
    await expect.poll(() => printer.jobsWith(`Pedido #${placed.orderCode}`).length, { timeout: 15_000 }).toBe(1);
    const kitchen = latin1(printer.jobsWith(`Pedido #${placed.orderCode}`)[0].bytes);
    expect(kitchen).toMatch(/Taxa de entrega +\$ 7,00\n/);

    const browserPrints = () => page.evaluate(() => (window as unknown as { browserPrints: number }).browserPrints);
    await page.goto(`/invoices/${placed.invoiceId}`);
    // The browser's print dialog would wait for a person: count its calls instead.
    await page.evaluate(() => {
      const counted = window as unknown as { browserPrints: number };
      counted.browserPrints = 0;
      window.print = () => {
        counted.browserPrints += 1;
      };
    });
    const details = currentPage(page);
    await expect(details.locator('ion-title', { hasText: `Comanda #${placed.invoiceCode}` })).toBeVisible();
    await expect(details.getByText(`Pedido #${placed.orderCode}`)).toBeVisible();
    await details.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => printer.jobsWith(`Comanda #${placed.invoiceCode}`).length, { timeout: 15_000 }).toBe(1);
    const receipt = printer.jobsWith(`Comanda #${placed.invoiceCode}`)[0].bytes;
    const text = latin1(receipt);
    // Subtotal, fee and Total, in that order, each on its own line.
    const lineOf = (pattern: RegExp) => text.split('\n').findIndex((line) => pattern.test(line));
    expect(lineOf(/Subtotal +\$ [\d.,]+$/)).toBeGreaterThan(0);
    expect(lineOf(/Taxa de entrega +\$ 7,00$/)).toBe(lineOf(/Subtotal +\$/) + 1);
    expect(lineOf(/Total +\$ [\d.,]+/)).toBe(lineOf(/Subtotal +\$/) + 2);
    expect(text).toContain('Troco');
    expect(text).toMatch(/Cobrar: \$ [\d.,]+ em dinheiro, troco para \$ 100,00/);
    // LF alone ends a line, and the job stops at the cut (GS V 0).
    expect(text).not.toContain('\n\r');
    expect(receipt.slice(-3)).toEqual([0x1d, 0x56, 0x00]);
    expect(await browserPrints()).toBe(0);

    await page.evaluate(() => (window as unknown as Record<string, () => void>).unplugPrinter());
    await details.getByRole('button', { name: 'Imprimir' }).click();
    await expect(page.getByText('Impressora desconectada: a comanda vai pela impressão do navegador.')).toBeVisible();
    await expect.poll(browserPrints).toBe(1);
    expect(printer.jobsWith(`Comanda #${placed.invoiceCode}`)).toHaveLength(1);
    await context.close();
  });

  const failures = [
    {
      what: 'an unplugged printer',
      fail: 'unplugPrinter',
      mend: 'plugInPrinter',
      says: 'Impressora desconectada. Verifique o cabo, a energia e o papel.',
    },
    {
      // Asked before sending: the printer never gets the ticket to keep in its buffer and print twice.
      what: 'a printer out of paper',
      fail: 'runOutOfPaper',
      mend: 'loadPaper',
      says: 'Impressora sem papel. Troque a bobina e toque em Tentar novamente.',
    },
  ] as const;
  for (const { what, fail, mend, says } of failures) {
    test(`${what}: the ticket is not printed, waits in the queue (said on screen, kept across a reload) and prints after Tentar novamente`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const { context, printer, page } = await counterWithPrinter(browser, baseURL!);
      await page.goto('/orders');
      await expect(currentPage(page).locator('ion-item.order-tile').first()).toBeVisible();
      await page.evaluate((name) => (window as unknown as Record<string, () => void>)[name](), fail);

      const placed = await placeOrder(request, baseURL!, 'mesa-3');
      const toast = page.locator('ion-toast.print-queue-toast');
      await expect(toast).toContainText(says, { timeout: 15_000 });
      await expect(toast).toContainText('1 pedido aguardando impressão');
      expect(printer.jobsWith(`Pedido #${placed.orderCode}`)).toHaveLength(0);

      // Nothing is dropped.
      await page.reload();
      await expect(toast).toContainText('1 pedido aguardando impressão');

      await page.evaluate((name) => (window as unknown as Record<string, () => void>)[name](), mend);
      await toast.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect.poll(() => printer.jobsWith(`Pedido #${placed.orderCode}`).length, { timeout: 15_000 }).toBe(1);
      await expect(toast).toHaveCount(0);
      await context.close();
    });
  }
});

test.describe('thermal printer while the link is down', () => {
  const server = ownServer();

  test('orders placed while the app could not hear them print after the reconnect, each once', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const { context, printer, page } = await counterWithPrinter(browser, server.url);
    await page.goto('/orders');
    await expect(currentPage(page).locator('ion-item.order-tile').first()).toBeVisible();

    await server.stop();
    await expect(page.getByText('Sem conexão com o servidor — reconectando…')).toBeVisible();
    await server.start();
    // Placed before the app can hear them: only the reload after the reconnect finds them.
    await context.setOffline(true);
    const first = await placeOrder(request, server.url, 'mesa-1');
    const second = await placeOrder(request, server.url, 'mesa-2');
    await context.setOffline(false);

    for (const placed of [first, second]) {
      await expect.poll(() => printer.jobsWith(`Pedido #${placed.orderCode}`).length, { timeout: 30_000 }).toBe(1);
    }
    await walkTime(context.clock, 3_000);
    expect(printer.jobsWith(`Pedido #${first.orderCode}`)).toHaveLength(1);
    expect(printer.jobsWith(`Pedido #${second.orderCode}`)).toHaveLength(1);
    await context.close();
  });
});
