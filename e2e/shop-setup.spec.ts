import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { RuntimeConfig } from '@contract/config';
import type { DeliverySettingsDto } from '@contract/shop';
import { expect, other, signIn, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { okJson, staffSession, type StaffSession } from './support/staffSession';

/**
 * Playwright counts opacity 0 as visible, and Ionic leaves a page it failed to animate in at opacity 0
 * (ion-page-invisible): check what the user actually sees.
 */
async function expectShown(screen: ReturnType<typeof currentPage>, title: string | RegExp) {
  await expect(screen.locator('ion-title')).toHaveText(title);
  await expect(screen).not.toHaveClass(/ion-page-invisible/);
}

const unique = () => randomUUID().replace(/-/g, '').slice(0, 6);

/** Clicks and waits for the write it sends, so a reload afterwards reads the saved state. */
async function clickAndWaitForWrite(page: Page, target: { click: () => Promise<void> }, path: string) {
  const written = page.waitForResponse((response) => response.url().includes(path) && response.request().method() !== 'GET');
  await target.click();
  expect((await written).ok()).toBe(true);
}

/** Opens a screen from Mais with one tap on its entry. */
async function openFromMore(page: Page, label: string) {
  await page.goto('/more');
  const more = currentPage(page);
  await expectShown(more, 'Mais opções');
  await more.getByText(label, { exact: true }).click();
  await expect(currentPage(page).locator('ion-title')).not.toHaveText('Mais opções');
}

/** The decoded content of a QR image file, read the way a phone camera would. */
async function decodeQr(file: string): Promise<string | null> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** Gives the other provider's shop a delivery slug through the API, as its own staff would. */
const deliveryPathOf = (session: StaffSession) => `/menu/accounts/${session.accountId}/shops/${session.shopId}/delivery-settings`;

async function takeSlugForOtherShop(request: APIRequestContext, slug: string): Promise<void> {
  const session = await staffSession(request, other);
  const headers = { authorization: `Bearer ${session.accountToken}` };
  const base = deliveryPathOf(session);
  const data = { shopId: session.shopId, phone: null, slug, active: false, fee: 0 };
  const existing = await request.get(base, { headers });
  const saved = existing.ok()
    ? await request.put(`${base}/${((await existing.json()) as { id: number }).id}`, { headers, data })
    : await request.post(base, { headers, data });
  expect(saved.ok()).toBe(true);
}

/**
 * The demo shop's delivery settings as they are now, and a way to put them back: the flows that print a delivery's
 * fee run on the same server after this spec.
 */
async function keepDemoDelivery(request: APIRequestContext): Promise<() => Promise<void>> {
  const session = await staffSession(request);
  const headers = { authorization: `Bearer ${session.accountToken}` };
  const kept = await okJson<DeliverySettingsDto>(await request.get(deliveryPathOf(session), { headers }));
  return async () => {
    const data = { shopId: kept.shopId, phone: kept.phone, slug: kept.slug, active: kept.active, fee: kept.fee };
    expect((await request.put(`${deliveryPathOf(session)}/${kept.id}`, { headers, data })).ok()).toBe(true);
  };
}

test.describe('shop setup', () => {
  test('binds a payment method, flips Público? and unbinds it', async ({ page }) => {
    await signIn(page);
    await openFromMore(page, 'Meios de Pagamento');
    const list = currentPage(page);
    await expectShown(list, 'Meios de Pagamento');

    await list.getByRole('button', { name: 'Adicionar meio de pagamento' }).click();
    const chooser = page.locator('ion-modal').filter({ hasText: 'Novo meio de pagamento' });
    const firstChoice = chooser.locator('ion-radio').first();
    const name = (await firstChoice.textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await firstChoice.click();
    await chooser.getByRole('button', { name: 'Adicionar' }).click();
    await expect(chooser).toBeHidden();

    const tile = list.locator('ion-item').filter({ hasText: name });
    await expect(tile).toContainText('Público');
    await tile.click();

    const details = currentPage(page);
    await expectShown(details, name);
    const publicSwitch = details.locator('ion-toggle').filter({ hasText: 'Público?' });
    await expect(publicSwitch).toHaveJSProperty('checked', true);
    await clickAndWaitForWrite(page, publicSwitch, '/payment-methods/');
    await expect(publicSwitch).toHaveJSProperty('checked', false);

    // The change reached the server: a fresh load shows it.
    await page.reload();
    await expect(currentPage(page).locator('ion-toggle').filter({ hasText: 'Público?' })).toHaveJSProperty('checked', false);

    await currentPage(page).getByRole('button', { name: 'Menu' }).click();
    await page.locator('ion-popover').getByText('Remover').click();
    const alert = page.locator('ion-alert');
    await expect(alert.getByRole('heading', { name: 'Atenção' })).toBeVisible();
    await expect(alert).toContainText('Deseja realmente remover o meio de pagamento?');
    await alert.getByRole('button', { name: 'Sim' }).click();

    await expect(page).toHaveURL(/\/paymentMethods$/);
    const after = currentPage(page);
    await expectShown(after, 'Meios de Pagamento');
    await expect(after.getByRole('button', { name: 'Adicionar meio de pagamento' })).toBeVisible();
    await expect(after.locator('ion-item').filter({ hasText: name })).toHaveCount(0);
  });

  test('creates a QR code whose downloaded PNG decodes to the sign-in link', async ({ page }, testInfo) => {
    const location = `Mesa E2E ${unique()}`;
    await signIn(page);
    await openFromMore(page, 'QR codes');
    const list = currentPage(page);
    await expectShown(list, 'QR codes');
    await list.getByRole('button', { name: 'Novo QR code' }).click();

    const modal = page.locator('ion-modal').filter({ hasText: 'Novo QR code' });
    await modal.getByLabel('Nome do local').fill(location);
    await expect(modal.getByText('O cliente paga quando a comanda é fechada e pode fazer vários pedidos.')).toBeVisible();
    await modal.locator('ion-toggle').filter({ hasText: 'Pré-pagamento' }).click();
    await expect(modal.getByText('Um pedido por vez, com o pagamento confirmado antes do preparo.')).toBeVisible();
    await modal.getByRole('button', { name: 'Criar' }).click();

    await expect(page).toHaveURL(/\/qrcodes\/\d+$/);
    const details = currentPage(page);
    await expectShown(details, 'Detalhes');
    const code = (await details.getByTestId('qr-code-text').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{10,}$/);

    // The app runs on 127.0.0.1, not on the platform's domain, so links use the kiosk host.
    const config = await page.evaluate(() => (window as unknown as { __APP_CONFIG__: RuntimeConfig }).__APP_CONFIG__);
    const link = `${config.kioskHost.replace(/\/+$/, '')}/sign-in/${code}`;

    await details.getByRole('button', { name: 'Compartilhar QR code' }).click();
    const share = page.locator('ion-modal').filter({ hasText: 'Baixar imagem' });
    await expect(share.getByTestId('sign-in-link')).toHaveText(link);
    const [download] = await Promise.all([page.waitForEvent('download'), share.getByRole('link', { name: 'Baixar imagem' }).click()]);
    expect(download.suggestedFilename()).toBe(`qrcode-${code}.png`);
    const file = testInfo.outputPath('qrcode.png');
    await download.saveAs(file);
    expect(await decodeQr(file)).toBe(link);
    await share.getByRole('button', { name: 'Fechar' }).click();
    await expect(share).toBeHidden();

    const renamed = `Varanda ${unique()}`;
    await details.getByLabel('Nome do local').fill(renamed);
    await details.locator('ion-toggle').filter({ hasText: 'Ativo?' }).click();
    await clickAndWaitForWrite(page, details.getByRole('button', { name: 'Salvar' }), '/qrcodes/');
    await expect(details.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await page.goto('/qrcodes');
    const tile = currentPage(page).getByTestId('qr-code-tile').filter({ hasText: code });
    await expect(tile).toContainText(renamed);
    await expect(tile).toContainText('Pré-pagamento');
    await expect(tile).toContainText('Inativo');
  });

  test("refuses another shop's slug, then saves a free one", async ({ page, request }) => {
    const taken = `e2e-ocupado-${unique()}`;
    const free = `e2e-livre-${unique()}`;
    await takeSlugForOtherShop(request, taken);
    const restoreDelivery = await keepDemoDelivery(request);
    try {

      await signIn(page);
      await openFromMore(page, 'Delivery');
      const form = currentPage(page);
      await expectShown(form, 'Delivery');

      const slug = form.getByRole('textbox', { name: 'URL de acesso' });
      await slug.fill('');
      await slug.pressSequentially(taken.toUpperCase().replace(/-/g, ' '));
      await expect(slug).toHaveValue(taken);
      await expect(form.getByText('Já está sendo usado')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Salvar' })).toBeDisabled();

      await slug.fill(free);
      await expect(form.getByText('Já está sendo usado')).toBeHidden();
      const phone = form.getByLabel('Celular', { exact: true });
      await phone.fill('');
      await phone.pressSequentially('11987654321');
      await expect(phone).toHaveValue('(11) 98765-4321');
      const fee = form.getByLabel('Taxa de entrega', { exact: true });
      await fee.fill('750');
      await expect(fee).toHaveValue('7,50');
      await expect(form.locator('ion-toggle').filter({ hasText: 'Aceita delivery?' })).toHaveJSProperty('checked', true);

      const save = form.getByRole('button', { name: 'Salvar' });
      await expect(save).toBeEnabled();
      await clickAndWaitForWrite(page, save, '/delivery-settings');
      await expect(save).toBeDisabled();

      await page.reload();
      const reloaded = currentPage(page);
      await expect(reloaded.getByRole('textbox', { name: 'URL de acesso' })).toHaveValue(free);
      await expect(reloaded.getByLabel('Celular', { exact: true })).toHaveValue('(11) 98765-4321');
      await expect(reloaded.getByLabel('Taxa de entrega', { exact: true })).toHaveValue('7,50');
    } finally {
      await restoreDelivery();
    }
  });

  test('switches the menu mode, saves it, and asks before leaving unsaved changes', async ({ page }) => {
    await signIn(page);
    await openFromMore(page, 'Configurações');
    const screen = currentPage(page);
    await expectShown(screen, 'Modo do Cardápio');

    const interactive = screen.locator('ion-toggle').filter({ hasText: 'Cardápio interativo' });
    const save = screen.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeVisible();
    const before = (await interactive.evaluate((element) => (element as HTMLInputElement).checked)) as boolean;
    await interactive.click();
    await expect(interactive).toHaveJSProperty('checked', !before);
    await expect(save).toBeEnabled();
    await clickAndWaitForWrite(page, save, '/settings');
    await expect(save).toBeDisabled();

    await page.reload();
    const saved = currentPage(page).locator('ion-toggle').filter({ hasText: 'Cardápio interativo' });
    await expect(saved).toHaveJSProperty('checked', !before);

    // The form must hold the change before Voltar, or there is nothing to ask about (it flaked once under CI load).
    await saved.click();
    await expect(saved).toHaveJSProperty('checked', before);
    await expect(currentPage(page).getByRole('button', { name: 'Salvar' })).toBeEnabled();
    await currentPage(page).getByRole('button', { name: 'Voltar' }).click();
    const alert = page.locator('ion-alert');
    await expect(alert.getByRole('heading', { name: 'Atenção' })).toBeVisible();
    await expect(alert).toContainText('Deseja realmente sair?');
    await alert.getByRole('button', { name: 'Não' }).click();
    await expect(alert).toBeHidden();
    await expect(page).toHaveURL(/\/more\/settings$/);

    await currentPage(page).getByRole('button', { name: 'Voltar' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'Sim' }).click();
    await expect(page).toHaveURL(/\/more$/);
  });
});
