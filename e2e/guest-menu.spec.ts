import type { Page } from '@playwright/test';
import type { PlaceOrderResult } from '@contract/customer';
import { expect, signIn, test } from './support/fixtures';
import { finishCall, ordersAnswer, shoot } from './support/guestPage';
import { currentPage } from './support/screens';
import { staffSession } from './support/staffSession';

/** Every control a guest taps takes a finger: 44x44 CSS px at least. */
async function expectFingerSizedTargets(page: Page): Promise<void> {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('button, input, a[href]')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.width >= 44 && box.height >= 44)) return [];
      return [`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`];
    }),
  );
  expect(small).toEqual([]);
}

test.describe("the guests' menu a table's QR code opens", () => {
  test('a guest orders an item with its choices with one tap on Pedir, and staff see it on Pedidos', async ({ page, browser, baseURL }) => {
    await page.goto('/sign-in/mesa-1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurante Demo - Centro');
    await expect(page.getByText('Mesa 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lanches' })).toBeVisible();
    await expectFingerSizedTargets(page);
    await shoot(page, '1-menu');

    await page.getByRole('button', { name: /^X-Burguer/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('X-Burguer');
    await page.getByRole('radio', { name: /Duplo/ }).click();
    await page.getByRole('checkbox', { name: /Bacon/ }).click();
    await page.getByRole('button', { name: 'Aumentar' }).click();
    await expect(page.getByRole('checkbox', { name: /Bacon/ })).toHaveAttribute('aria-checked', 'true');
    const add = page.getByRole('button', { name: /Adicionar à sacola/ });
    // (32,90 + 4,00 of bacon) × 2
    await expect(add).toContainText('$ 73,80');
    await expectFingerSizedTargets(page);
    await shoot(page, '2-item-choices');
    await add.click();

    await page.getByRole('button', { name: /Ver sacola \(2 itens\)/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sacola');
    await expect(page.getByText('Duplo · Bacon')).toBeVisible();
    await page.getByLabel('Seu nome').fill('Ana Souza');
    await expect(page.locator('.total')).toContainText('$ 73,80');
    await expectFingerSizedTargets(page);
    await shoot(page, '3-cart');

    const answered = ordersAnswer(page, 'mesa-1');
    await page.getByRole('button', { name: 'Pedir', exact: true }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const placed = (await response.json()) as PlaceOrderResult;
    await expect(page.getByRole('heading', { name: `Pedido #${placed.orderCode}` })).toBeVisible();
    await expect(page.locator('.bill')).toContainText(`#${placed.invoiceCode} · Em aberto`);
    await expect(page.locator('.bill')).toContainText('$ 73,80');
    await shoot(page, '4-confirmation');

    const staff = await (await browser.newContext({ baseURL })).newPage();
    await signIn(staff);
    const tile = currentPage(staff).getByTestId(`order-${placed.orderId}`);
    await expect(tile).toContainText(`#${placed.orderCode}`);
    await expect(tile).toContainText('2x X-Burguer');
    await expect(tile).toContainText('Mesa 1');
    await staff.context().close();

    // Back to the menu to order more: the next order joins the same comanda, and the name is remembered.
    await page.getByRole('button', { name: 'Pedir mais' }).click();
    await page.getByRole('button', { name: /^Coca-Cola lata/ }).click();
    await page.getByRole('button', { name: /Adicionar à sacola/ }).click();
    await page.getByRole('button', { name: /Ver sacola \(1 item\)/ }).click();
    await expect(page.getByLabel('Seu nome')).toHaveValue('Ana Souza');
    const answeredAgain = ordersAnswer(page, 'mesa-1');
    await page.getByRole('button', { name: 'Pedir', exact: true }).click();
    const more = (await (await answeredAgain).json()) as PlaceOrderResult;
    expect(more.invoiceId).toBe(placed.invoiceId);
    await expect(page.getByRole('heading', { name: `Pedido #${more.orderCode}` })).toBeVisible();
    await expect(page.locator('.bill')).toContainText('$ 80,30');
  });

  test('Pedir again after a lost answer places the order once', async ({ page }) => {
    await page.goto('/sign-in/mesa-2');
    await page.getByRole('button', { name: /^Pudim de leite/ }).click();
    await page.getByRole('button', { name: /Adicionar à sacola/ }).click();
    await page.getByRole('button', { name: /Ver sacola/ }).click();
    await page.getByLabel('Seu nome').fill('Bruno');

    // The first order reaches the server, which places it; its answer is lost on the way back, as on a 3G drop.
    let firstAttempt: { key: string | null; result: PlaceOrderResult } | null = null;
    await page.route(
      '**/public/qrcodes/mesa-2/orders',
      async (route) => {
        const answer = await route.fetch();
        firstAttempt = { key: route.request().headers()['idempotency-key'] ?? null, result: (await answer.json()) as PlaceOrderResult };
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    const pedir = page.getByRole('button', { name: 'Pedir', exact: true });
    await pedir.click();
    await expect(page.getByRole('alert')).toHaveText('Sem resposta do restaurante. Confira sua conexão e tente de novo.');
    await expect(pedir).toBeEnabled();
    await expect(page.getByText('Pudim de leite')).toBeVisible();

    const answered = ordersAnswer(page, 'mesa-2');
    await pedir.click();
    const retry = await answered;
    expect(firstAttempt).not.toBeNull();
    const first = firstAttempt!;
    expect(retry.request().headers()['idempotency-key']).toBe(first.key);
    expect(retry.status()).toBe(200);
    expect(retry.headers()['idempotent-replayed']).toBe('true');
    expect(((await retry.json()) as PlaceOrderResult).orderId).toBe(first.result.orderId);
    await expect(page.getByRole('heading', { name: `Pedido #${first.result.orderCode}` })).toBeVisible();
  });

  test('after the comanda was closed, the next order says so and opens a new one', async ({ page, request }) => {
    await page.goto('/sign-in/mesa-3');
    await page.getByRole('button', { name: /^Água mineral/ }).click();
    await page.getByRole('button', { name: /Adicionar à sacola/ }).click();
    await page.getByRole('button', { name: /Ver sacola/ }).click();
    await page.getByLabel('Seu nome').fill('Carla');
    const answered = ordersAnswer(page, 'mesa-3');
    await page.getByRole('button', { name: 'Pedir', exact: true }).click();
    const first = (await (await answered).json()) as PlaceOrderResult;
    await expect(page.getByRole('heading', { name: `Pedido #${first.orderCode}` })).toBeVisible();

    // The bill is asked for (the comanda leaves 'Em aberto') while the guest is still choosing.
    const asked = await request.post(`/public/invoices/${first.invoiceId}/closing`, { data: { accessToken: first.accessToken, paymentMethod: 'creditCard' } });
    expect(asked.ok()).toBe(true);
    await page.getByRole('button', { name: 'Pedir mais' }).click();
    await page.getByRole('button', { name: /^Pudim de leite/ }).click();
    await page.getByRole('button', { name: /Adicionar à sacola/ }).click();
    await page.getByRole('button', { name: /Ver sacola/ }).click();
    const pedir = page.getByRole('button', { name: 'Pedir', exact: true });
    await pedir.click();
    await expect(page.getByRole('alert')).toHaveText('Sua comanda anterior já foi encerrada. Toque em Pedir para abrir uma nova.');

    const reopened = ordersAnswer(page, 'mesa-3');
    await pedir.click();
    const second = (await (await reopened).json()) as PlaceOrderResult;
    expect(second.invoiceId).not.toBe(first.invoiceId);
    await expect(page.getByRole('heading', { name: `Pedido #${second.orderCode}` })).toBeVisible();
  });

  test("'Chamar garçom' calls staff to the table with one tap", async ({ page, request }) => {
    await page.goto('/sign-in/mesa-3');
    const answered = page.waitForResponse((response) => response.url().endsWith('/public/qrcodes/mesa-3/calls'));
    await page.getByRole('button', { name: 'Chamar garçom' }).click();
    const call = await answered;
    expect(call.status()).toBe(201);
    await finishCall(request, await staffSession(request), ((await call.json()) as { id: number }).id);
    await expect(page.getByRole('status')).toHaveText('Garçom chamado. Já vem alguém à sua mesa.');
  });

  test('an unknown QR code says so', async ({ page }) => {
    await page.goto('/sign-in/mesa-que-nao-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('QR code não encontrado');
    await expect(page.getByText('Este QR code não está ativo. Peça ajuda à equipe do restaurante.')).toBeVisible();
  });
});
