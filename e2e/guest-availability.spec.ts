import { expect, test } from './support/fixtures';
import { fillSacola, finishCall, markSoldOut, ordersAnswer, pausePath, productNamed, setShopSettings, shoot, staffAuth } from './support/guestPage';
import { staffSession, type StaffSession } from './support/staffSession';

test.describe("the guests' page follows sold-out products, a paused shop and the menu's mode", () => {
  let session: StaffSession;

  test.beforeEach(async ({ request }) => {
    session = await staffSession(request);
  });

  // The worker's other specs order through the same shop: never leave it paused or with a product sold out.
  test.afterEach(async ({ request }) => {
    await request.delete(pausePath(session), { headers: staffAuth(session) });
    for (const name of ['Guaraná Antarctica lata', 'Misto quente']) await markSoldOut(request, session, (await productNamed(request, name)).id, false);
  });

  test('a product staff mark sold out shows Esgotado and cannot be added', async ({ page, request }) => {
    await markSoldOut(request, session, (await productNamed(request, 'Guaraná Antarctica lata')).id, true);
    await page.goto('/sign-in/mesa-2');
    const soldOut = page.locator('.item', { hasText: 'Guaraná Antarctica lata' });
    await expect(soldOut).toContainText('Esgotado');
    await expect(page.getByRole('button', { name: /^Guaraná Antarctica lata/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Coca-Cola lata/ })).toBeVisible();
    await soldOut.scrollIntoViewIfNeeded();
    await shoot(page, '7-sold-out');
  });

  test('a product sold out while in the sacola is refused in words, the sacola kept, and then shows Esgotado', async ({ page, request }) => {
    await page.goto('/sign-in/mesa-2');
    await fillSacola(page, 'Misto quente', 'Fábio');
    await markSoldOut(request, session, (await productNamed(request, 'Misto quente')).id, true);
    const answered = ordersAnswer(page, 'mesa-2');
    await page.getByRole('button', { name: 'Pedir', exact: true }).click();
    expect((await answered).status()).toBe(409);
    await expect(page.getByRole('alert')).toHaveText('"Misto quente" está indisponível.');
    await expect(page.locator('.lines')).toContainText('Misto quente');
    await page.getByRole('button', { name: '‹ Cardápio' }).click();
    await expect(page.locator('.item', { hasText: 'Misto quente' })).toContainText('Esgotado');
  });

  test('a paused shop says so with the time it resumes and takes no order', async ({ page, request }) => {
    const paused = await request.put(pausePath(session), { headers: staffAuth(session), data: { minutes: 30 } });
    expect(paused.status()).toBe(200);
    await page.goto('/sign-in/mesa-2');
    await expect(page.getByRole('status')).toContainText(/^Pedidos pausados até \d{2}:\d{2}/);
    await expect(page.getByRole('heading', { name: 'Lanches' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^X-Burguer/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chamar garçom' })).toHaveCount(0);
    await shoot(page, '8-paused');
  });

  test('an order sent as the shop pauses is refused in words, the sacola kept and no Pedir left', async ({ page, request }) => {
    await page.goto('/sign-in/mesa-2');
    await fillSacola(page, 'Coca-Cola lata', 'Gabi');
    expect((await request.put(pausePath(session), { headers: staffAuth(session), data: { minutes: 15 } })).status()).toBe(200);
    const answered = ordersAnswer(page, 'mesa-2');
    await page.getByRole('button', { name: 'Pedir', exact: true }).click();
    expect((await answered).status()).toBe(423);
    await expect(page.getByRole('alert')).toContainText(/^O estabelecimento pausou os pedidos até \d{2}:\d{2}/);
    await expect(page.locator('.lines')).toContainText('Coca-Cola lata');
    await expect(page.locator('.blocked')).toContainText('Pedidos pausados');
    await expect(page.getByRole('button', { name: 'Pedir', exact: true })).toHaveCount(0);
  });

  test('a lite menu is shown to be read, with no ordering, and Chamar garçom still calls staff', async ({ page, request }) => {
    const before = await setShopSettings(request, session, { menuType: 0 });
    try {
      await page.goto('/sign-in/mesa-2');
      await expect(page.getByRole('status')).toContainText('Cardápio para consulta');
      await expect(page.getByRole('heading', { name: 'Lanches' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^X-Burguer/ })).toHaveCount(0);
      await shoot(page, '9-lite');
      const called = page.waitForResponse((response) => response.url().endsWith('/public/qrcodes/mesa-2/calls'));
      await page.getByRole('button', { name: 'Chamar garçom' }).click();
      const call = await called;
      expect(call.status()).toBeLessThan(300);
      await finishCall(request, session, ((await call.json()) as { id: number }).id);
      await expect(page.locator('.notice')).toHaveText('Garçom chamado. Já vem alguém à sua mesa.');
    } finally {
      await setShopSettings(request, session, before);
    }
  });
});
