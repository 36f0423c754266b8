import type { APIRequestContext } from '@playwright/test';
import type { Invoice } from '@contract/ordering';
import { expect, signIn, test } from './support/fixtures';
import { placeOrder } from './support/customerOrders';
import { currentPage, screenshot } from './support/screens';
import { okJson, staffSession, type StaffSession } from './support/staffSession';
import { askForPin, authorizationDialog, openTeam, pinLock, typePin } from './support/team';

/**
 * 'Equipe' and the shared devices: the owner adds a person, a counter tablet in 'Pedir PIN' switches people by
 * PIN (demo seed: Carla, Gerente, 1234; Bruno and Dani, Garçom, 2222 and 3333), and a waiter's protected action
 * waits for a manager's PIN ('Autorização do gerente').
 */

const auth = (session: StaffSession) => ({ authorization: `Bearer ${session.accountToken}` });
const shopPath = (session: StaffSession) => `/ordering/accounts/${session.accountId}/shops/${session.shopId}`;

async function setServiceCharge(request: APIRequestContext, session: StaffSession, percent: number | null): Promise<void> {
  const path = `/menu/accounts/${session.accountId}/shops/${session.shopId}/settings`;
  const record = await okJson<{ id: number; menuType: 0 | 1 }>(await request.get(path, { headers: auth(session) }));
  const answer = await request.put(`${path}/${record.id}`, { headers: auth(session), data: { menuType: record.menuType, serviceChargePercent: percent } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A PIN no one of the demo shop has, for a person this run adds. */
const freshPin = () => String(100_000 + Math.floor(Math.random() * 800_000));

test.describe('Equipe', () => {
  test.setTimeout(90_000);

  test('the owner adds a person with a role and a PIN; a PIN taken is refused and the form stays', async ({ page }) => {
    await signIn(page);
    const team = await openTeam(page);
    const members = team.getByTestId('team-members');
    await expect(members).toContainText('Carla');
    await expect(members.locator('ion-item').filter({ hasText: 'Bruno' })).toContainText('Garçom');

    const name = `Eva ${Date.now() % 100_000}`;
    await team.getByRole('button', { name: 'Nova pessoa' }).click();
    const form = page.locator('ion-modal').filter({ hasText: 'Nova pessoa' });
    await form.getByLabel('Nome', { exact: true }).fill(name);
    await form.locator('ion-radio').filter({ hasText: 'Caixa' }).click();
    // What the role may do, fixed, under the choice.
    await expect(form.getByTestId('role-permissions')).toContainText('Registrar pagamentos');
    await expect(form.getByTestId('role-permissions')).not.toContainText('Gerenciar a equipe');
    const pin = form.getByLabel('PIN', { exact: true });
    await expect(pin).toHaveAttribute('type', 'password');
    await expect(pin).toHaveAttribute('inputmode', 'numeric');

    // Carla's PIN: the server's words, and nothing lost.
    await pin.fill('1234');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Este PIN já é de outra pessoa da equipe.')).toBeVisible();
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue(name);

    await pin.fill(freshPin());
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Pessoa adicionada.')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(members.locator('ion-item').filter({ hasText: name })).toContainText('Caixa');
  });
});

test.describe('a counter tablet in Pedir PIN', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test.setTimeout(120_000);

  let session: StaffSession;
  test.beforeEach(async ({ request }) => {
    session = await staffSession(request);
  });
  test.afterEach(async ({ request }) => setServiceCharge(request, session, null));

  test('switches people by PIN, the header naming who acts; a wrong PIN is refused', async ({ page }) => {
    await signIn(page);
    await askForPin(page);

    await typePin(pinLock(page), '9999');
    await expect(pinLock(page)).toContainText('PIN incorreto.');

    // Bruno, a waiter: his device opens on Salão.
    await typePin(pinLock(page), '2222');
    await expect(pinLock(page)).toBeHidden();
    await expect(page.getByTestId('active-person')).toHaveText('Bruno');
    await expect(page).toHaveURL(/\/tables$/);

    // 'Trocar pessoa': a tap, then Dani's PIN.
    await page.getByRole('button', { name: 'Trocar pessoa' }).click();
    await expect(pinLock(page)).toBeVisible();
    await typePin(pinLock(page), '3333');
    await expect(page.getByTestId('active-person')).toHaveText('Dani');

    // A reload keeps who acts.
    await page.reload();
    await expect(page.getByTestId('active-person')).toHaveText('Dani');
    await expect(pinLock(page)).toHaveCount(0);

    // A waiter's Mais has neither 'Equipe' nor Resumo, and 'Equipe' typed by hand shows nothing of it, not even 'Pedir PIN';
    // 'Caixa' it has, as a waiter records payments.
    await page.goto('/more');
    await expect(currentPage(page).getByText('Salão', { exact: true })).toBeVisible();
    await expect(currentPage(page).getByText('Caixa', { exact: true })).toBeVisible();
    await expect(currentPage(page).getByText('Equipe', { exact: true })).toHaveCount(0);
    await expect(currentPage(page).getByText('Resumo', { exact: true })).toHaveCount(0);
    await page.goto('/more/team');
    await expect(currentPage(page).getByText('Sem permissão: Gerenciar a equipe.')).toBeVisible();
    await expect(page.getByText('Pedir PIN neste aparelho')).toHaveCount(0);
    await expect(page.getByTestId('active-person')).toHaveText('Dani');
  });

  test("a waiter's 'Remover taxa de serviço' waits for a manager's PIN, and Carla's authorizes it", async ({ page, request }) => {
    await setServiceCharge(request, session, 10);
    const placed = await placeOrder(request, '', 'mesa-1');
    await signIn(page);
    await askForPin(page);
    await typePin(pinLock(page), '2222');
    await expect(page.getByTestId('active-person')).toHaveText('Bruno');

    await page.goto(`/invoices/${placed.invoiceId}`);
    await expect(page.getByTestId('active-person')).toHaveText('Bruno');
    const comanda = currentPage(page).locator('.workspace-pane-page');
    await expect(comanda.locator('ion-title')).toHaveText(`Comanda #${placed.invoiceCode}`);
    const remove = comanda.getByRole('button', { name: 'Remover taxa de serviço' });

    // Cancelled: the refusal as the screen always told it, and the charge stays.
    await remove.click();
    await page.locator('ion-alert').getByRole('button', { name: 'Sim' }).click();
    const dialog = authorizationDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('authorization-permission')).toHaveText('Remover a taxa de serviço');
    await expect(dialog).toContainText('Peça a um gerente para digitar o PIN.');
    await screenshot(page, 'team-autorizacao');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Não foi possível remover a taxa de serviço.')).toBeVisible();
    expect((await okJson<Invoice>(await request.get(`${shopPath(session)}/invoices/${placed.invoiceId}`, { headers: auth(session) }))).serviceCharge).toBeGreaterThan(0);

    // A waiter's own PIN cannot authorize it; Carla's does, for this one action.
    await remove.click();
    await page.locator('ion-alert').getByRole('button', { name: 'Sim' }).click();
    await expect(dialog).toBeVisible();
    await typePin(dialog, '3333');
    await expect(dialog).toContainText('Este PIN não pode autorizar esta ação.');
    await typePin(dialog, '1234');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Taxa de serviço removida.')).toBeVisible();
    await expect(comanda.getByRole('button', { name: 'Remover taxa de serviço' })).toHaveCount(0);
    expect((await okJson<Invoice>(await request.get(`${shopPath(session)}/invoices/${placed.invoiceId}`, { headers: auth(session) }))).serviceCharge).toBe(0);
    // Still Bruno acting: the manager authorized one action, she did not take the device.
    await expect(page.getByTestId('active-person')).toHaveText('Bruno');
  });
});
