import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, signIn, test } from './support/fixtures';
import { deliveryToCollect, placeOrder } from './support/customerOrders';
import { chooseOption, currentPage } from './support/screens';

/**
 * Prints the screen's receipt as Chromium would send it to the printer, and reads the PDF back, with the length of
 * the receipt's content (its measured height, to the next millimetre) to compare the page with.
 */
async function printToPdf(page: Page, screenshotName?: string): Promise<{ widthMm: number; heightMm: number; contentMm: number; pages: number; text: string }> {
  // The browser's dialog would wait for a person; the receipt stays mounted until 'afterprint'.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await currentPage(page).getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.locator('body')).toHaveClass(/printing-receipt/);
  const contentMm = await page.evaluate(() => Math.ceil((document.querySelector<HTMLElement>('.receipt')!.offsetHeight * 25.4) / 96));
  if (screenshotName && process.env.SCREENS_DIR) {
    // What the roll gets, before page.pdf (whose print ends the receipt's life): the receipt alone, brought on screen
    // from where it is laid out for measuring; set on the element, since the page's CSP refuses an added style sheet.
    const receipt = page.locator('.receipt');
    await receipt.evaluate((element: HTMLElement) => Object.assign(element.style, { left: '0', visibility: 'visible', zIndex: '100000' }));
    const size = page.viewportSize();
    await receipt.screenshot({ path: `${process.env.SCREENS_DIR}/${screenshotName}-${size?.width}x${size?.height}.png` });
    await receipt.evaluate((element: HTMLElement) => element.removeAttribute('style'));
  }
  const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({ preferCSSPageSize: true })));
  const first = await pdf.getPage(1);
  const { text } = await extractText(pdf, { mergePages: true });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  const mm = (points: number) => Math.round(points * (25.4 / 72));
  // Lines wrap where the roll ends; the words are what matters.
  return {
    widthMm: mm(first.view[2] - first.view[0]),
    heightMm: mm(first.view[3] - first.view[1]),
    contentMm,
    pages: pdf.numPages,
    text: text.replace(/\s+/g, ' '),
  };
}

/** 'Total $ 62,80 … Cobrar: $ 62,80': the total printed and the amount to collect, as printed. */
function totalAndCollected(text: string): [string | undefined, string | undefined] {
  return [/Total \$ ([\d.,]+)/.exec(text)?.[1], /Cobrar: \$ ([\d.,]+)/.exec(text)?.[1]];
}

async function choosePaper(page: Page, label: '58 mm' | '80 mm') {
  await page.goto('/more/settings');
  await expect(currentPage(page).getByText('Impressão')).toBeVisible();
  const paper = currentPage(page).locator('ion-select').filter({ hasText: 'Largura do papel' });
  await chooseOption(page, paper, label);
}

test.describe('printing on a thermal roll', () => {
  test('a delivery prints on the roll’s width, one page long, with the address and what the driver collects', async ({ page, request }) => {
    const placed = await deliveryToCollect(request, '');
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
    // The demo shop's delivery fee on its own line, and a total that is what the driver collects.
    expect(comanda.text).toContain('Taxa de entrega $ 7,00');
    const [comandaTotal, comandaCollected] = totalAndCollected(comanda.text);
    expect(comandaTotal).toBe(comandaCollected);
    expect(comanda.heightMm).toBe(comanda.contentMm);

    await choosePaper(page, '58 mm');
    await page.goto(`/orders/${placed.orderId}`);
    await expect(currentPage(page).locator('ion-title')).toHaveText(`Pedido #${placed.orderCode}`);
    const ticket = await printToPdf(page);
    expect(ticket.widthMm).toBe(58);
    expect(ticket.pages).toBe(1);
    expect(ticket.text).toContain(`Pedido #${placed.orderCode}`);
    expect(ticket.text).toContain('Rua das Acácias, 77 - Casa 2');
    expect(ticket.text).toMatch(/Cobrar: \$ [\d.,]+ em dinheiro, troco para \$ 100,00/);
    expect(ticket.text).toContain('Taxa de entrega $ 7,00');
    const [ticketTotal, ticketCollected] = totalAndCollected(ticket.text);
    expect(ticketTotal).toBe(ticketCollected);
    expect(ticketTotal).toBe(comandaTotal);
    expect(ticket.heightMm).toBe(ticket.contentMm);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
  ]) {
    test(`a one-item ticket gets a page as long as it is, not as wide as the roll (${viewport.width}x${viewport.height})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const placed = await placeOrder(request, '', 'mesa-2');
      await signIn(page);
      await page.goto(`/orders/${placed.orderId}`);
      await expect(currentPage(page).locator('ion-title', { hasText: `Pedido #${placed.orderCode}` })).toBeVisible();
      const ticket = await printToPdf(page, 'kitchen-ticket-one-item');
      expect(ticket.widthMm).toBe(80);
      expect(ticket.pages).toBe(1);
      expect(ticket.heightMm).toBe(ticket.contentMm);
      expect(ticket.heightMm).toBeLessThan(80);
      expect(ticket.text).not.toContain('Taxa de entrega');

      await page.goto(`/invoices/${placed.invoiceId}`);
      await expect(currentPage(page).locator('ion-title', { hasText: `Comanda #${placed.invoiceCode}` })).toBeVisible();
      const comanda = await printToPdf(page, 'comanda-receipt');
      expect(comanda.pages).toBe(1);
      expect(comanda.heightMm).toBe(comanda.contentMm);
    });
  }
});
