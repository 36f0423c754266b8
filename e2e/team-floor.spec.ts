import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LIVE_PATH } from '@contract/live';
import { placeOrder } from './support/customerOrders';
import { expect, signIn, test } from './support/fixtures';
import { callFromTable, finishCall } from './support/guestPage';
import { currentPage, screenshot } from './support/screens';
import { staffCommands } from './support/staffCommands';
import { staffSession } from './support/staffSession';
import { actAs, askForPin, memberNamed, openTeam, personHeaders, pinLock, setMemberActive } from './support/team';

/**
 * The team on the floor: two waiters on two phones and the call they both want, a person deactivated while their
 * tablet is in use, the kitchen's landing, and who recorded a payment (demo seed: Bruno and Dani, Garçom, 2222 and
 * 3333; Caio, Cozinha, 4444).
 */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** A device of its own (a browser context), signed in as the demo shop. */
async function device(browser: Browser, baseURL: string, viewport: typeof PHONE, prepare?: (context: BrowserContext) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  // Set up before the app opens, so its live socket goes through it.
  if (prepare) await prepare(context);
  const page = await context.newPage();
  await signIn(page);
  return page;
}

interface LiveHold {
  /** The server's live events stay on the way to this device until `release`. */
  hold(): void;
  release(): void;
}

/**
 * Holds back the live events the server sends one device, its link kept up: a colleague's change has happened and
 * this device has not heard of it yet, whatever the machine's speed.
 */
async function liveHold(context: BrowserContext): Promise<LiveHold> {
  let holding = false;
  const held: Array<() => void> = [];
  await context.routeWebSocket(
    (url) => url.pathname.startsWith(LIVE_PATH),
    (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        // Engine.io's pings go on ('2'), so the link stays up; socket.io's packets ('4…') wait.
        if (holding && String(message).startsWith('4')) held.push(() => socket.send(message));
        else socket.send(message);
      });
    },
  );
  return {
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const send of held.splice(0)) send();
    },
  };
}

/** 'Chamados' on a waiter's phone, their name over it. */
async function openCalls(page: Page, name: string): Promise<void> {
  await page.goto('/more/calls');
  await expect(currentPage(page).locator('ion-title')).toHaveText('Chamados');
  await expect(page.getByTestId('active-person')).toHaveText(name);
}

const card = (page: Page, id: number) => currentPage(page).getByTestId(`call-${id}`);
const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text });

test.describe('the team on the floor', () => {
  test.setTimeout(150_000);

  test('a guest calls from Mesa 1: both waiters see it, Bruno takes it, and Dani, a moment too late, is told Bruno has it', async ({
    browser,
    request,
    baseURL,
  }) => {
    const session = await staffSession(request);
    let dani: LiveHold | undefined;
    const brunoPhone = await device(browser, baseURL!, PHONE);
    const daniPhone = await device(browser, baseURL!, PHONE, async (context) => {
      dani = await liveHold(context);
    });
    if (!dani) throw new Error("Dani's phone has no live hold");
    const daniLive = dani;
    await actAs(brunoPhone, '2222', 'Bruno');
    // A waiter's device opens on Salão.
    await expect(brunoPhone).toHaveURL(/\/tables$/);
    await screenshot(brunoPhone, 'team-trocar-pessoa');
    await actAs(daniPhone, '3333', 'Dani');
    await openCalls(brunoPhone, 'Bruno');
    await openCalls(daniPhone, 'Dani');

    const calls: number[] = [];
    try {
      const waiter = await callFromTable(request, baseURL!, 'mesa-1', 'waiter');
      calls.push(waiter.id);
      for (const phone of [brunoPhone, daniPhone]) {
        await expect(card(phone, waiter.id)).toContainText(/^Mesa 1 chamou o garçom/);
        await expect(card(phone, waiter.id).getByRole('button', { name: 'Vou atender' })).toBeEnabled();
      }

      // Bruno takes it: his phone says so, and Dani's, live, no longer offers it.
      await card(brunoPhone, waiter.id).getByRole('button', { name: 'Vou atender' }).click();
      await expect(card(brunoPhone, waiter.id)).toContainText('Bruno vai atender');
      await expect(card(daniPhone, waiter.id)).toContainText('Bruno vai atender');
      await expect(card(daniPhone, waiter.id).getByRole('button', { name: 'Vou atender' })).toHaveCount(0);
      // Dani's claim arriving anyway (from a device that had not heard yet) is refused with who has it.
      const late = await request.put(`/ordering/accounts/${session.accountId}/shops/${session.shopId}/calls/${waiter.id}/claimed`, {
        headers: await personHeaders(request, session, '3333'),
      });
      expect(late.status()).toBe(409);
      expect(await late.json()).toMatchObject({ code: 'call_claimed', message: 'Este chamado já foi assumido por Bruno.' });

      // The table asks for cutlery too; Dani's phone has not heard of Bruno's claim when she taps.
      const cutlery = await callFromTable(request, baseURL!, 'mesa-1', 'cutlery');
      calls.push(cutlery.id);
      await expect(card(daniPhone, cutlery.id).getByRole('button', { name: 'Vou atender' })).toBeEnabled();
      daniLive.hold();
      await card(brunoPhone, cutlery.id).getByRole('button', { name: 'Vou atender' }).click();
      await expect(card(brunoPhone, cutlery.id)).toContainText('Bruno vai atender');
      await card(daniPhone, cutlery.id).getByRole('button', { name: 'Vou atender' }).click();
      await expect(toast(daniPhone, 'Este chamado já foi assumido por Bruno.')).toBeVisible();
      await expect(card(daniPhone, cutlery.id)).toContainText('Bruno vai atender');
      await expect(card(daniPhone, cutlery.id).getByRole('button', { name: 'Vou atender' })).toHaveCount(0);
      daniLive.release();

      // Bruno closes both; Dani's phone says who, live.
      for (const id of calls) {
        await card(brunoPhone, id).getByRole('button', { name: 'Concluir' }).click();
        await expect(currentPage(daniPhone).getByTestId('done-calls').getByTestId(`call-${id}`)).toContainText('Concluído por Bruno');
      }
      calls.length = 0;
    } finally {
      // Other flows of this server start with no table calling.
      for (const id of calls) await finishCall(request, session, id);
      await brunoPhone.context().close();
      await daniPhone.context().close();
    }
  });

  test('Dani deactivated in Equipe while she acts on a tablet: the tablet falls back to the PIN pad at once', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const daniMember = await memberNamed(request, session, 'Dani');
    const tablet = await device(browser, baseURL!, TABLET);
    const owner = await device(browser, baseURL!, PHONE);
    try {
      await actAs(tablet, '3333', 'Dani');
      // A mark on the page as it is: still there after the lock, so nothing reloaded it.
      await tablet.evaluate(() => Object.assign(window, { samePage: true }));

      const team = await openTeam(owner);
      await team.getByTestId('team-members').locator('ion-item').filter({ hasText: 'Dani' }).click();
      const form = owner.locator('ion-modal').filter({ has: owner.locator('ion-title', { hasText: 'Dani' }) });
      await form.locator('ion-toggle').filter({ hasText: 'Ativo' }).click();
      await form.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect(toast(owner, 'Alterações salvas.')).toBeVisible();
      await expect(team.getByTestId('team-members').locator('ion-item').filter({ hasText: 'Dani' })).toContainText('Inativo');

      await expect(pinLock(tablet)).toBeVisible();
      await expect(pinLock(tablet)).toContainText('Digite seu PIN');
      await expect(tablet.getByTestId('active-person')).toHaveCount(0);
      expect(await tablet.evaluate(() => 'samePage' in window)).toBe(true);
    } finally {
      // Other flows use the demo team as seeded.
      await setMemberActive(request, session, daniMember, true);
      await tablet.context().close();
      await owner.context().close();
    }
  });

  test('Caio, of the kitchen, opens on the kitchen display', async ({ browser, baseURL }) => {
    const tablet = await device(browser, baseURL!, TABLET);
    try {
      await actAs(tablet, '4444', 'Caio');
      await expect(tablet).toHaveURL(/\/kitchen$/);
      await expect(currentPage(tablet).locator('ion-title')).toHaveText('Cozinha');
    } finally {
      await tablet.context().close();
    }
  });

  test("Bruno records a part of a comanda ('Dividir conta') and its Histórico says Bruno did", async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const placed = await placeOrder(request, baseURL!, 'mesa-2');
    const phone = await device(browser, baseURL!, PHONE);
    try {
      await actAs(phone, '2222', 'Bruno');
      await phone.goto(`/invoices/${placed.invoiceId}`);
      const comanda = currentPage(phone);
      await expect(comanda.locator('ion-title')).toHaveText(`Comanda #${placed.invoiceCode}`);
      await expect(phone.getByTestId('active-person')).toHaveText('Bruno');

      await comanda.getByRole('button', { name: 'Dividir conta' }).click();
      const dialog = phone.getByTestId('split-dialog');
      const firstPart = dialog.getByRole('button', { name: /^Pagar Parte 1, / });
      const part = (await firstPart.getAttribute('aria-label'))?.replace(/^Pagar Parte 1, /, '') ?? '';
      await firstPart.click();
      const form = dialog.getByTestId('split-pay-form');
      await form.getByRole('radio', { name: 'Cartão de crédito' }).click();
      await form.getByRole('button', { name: 'Registrar pagamento' }).click();
      await expect(dialog.getByTestId('split-part-1')).toContainText('Pago');
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      await expect(dialog).toHaveCount(0);

      const history = comanda.getByTestId('history-section');
      await history.getByRole('button', { name: 'Histórico' }).click();
      const entry = history.getByTestId('history-entry').filter({ hasText: `Registrou pagamento de ${part} (Cartão de crédito)` });
      await expect(entry.locator('.history-who')).toHaveText('Bruno');
    } finally {
      // The rest paid by the shop's account closes the comanda, as the day would end.
      const staff = staffCommands(request, session);
      const invoice = await staff.invoice(placed.invoiceId);
      if (invoice.status !== 'closed') await staff.payPart(placed.invoiceId, Math.round((invoice.total - (invoice.paid ?? 0)) * 100) / 100, 'cash');
      await phone.context().close();
    }
  });

  // Pictures are taken only with SCREENS_DIR set (screenshot); what they show is checked on every run.
  test('the PIN pad fills a phone and a tablet; Equipe lists the team and the new person form says what a role may do', async ({ browser, baseURL }) => {
    for (const viewport of [PHONE, TABLET]) {
      const page = await device(browser, baseURL!, viewport);
      await askForPin(page);
      await expect(pinLock(page)).toContainText('Digite seu PIN');
      await expect(pinLock(page).getByRole('button', { name: '1', exact: true })).toBeVisible();
      await screenshot(page, 'team-pin');
      await page.context().close();
    }
    const page = await device(browser, baseURL!, PHONE);
    const team = await openTeam(page);
    await expect(team.getByTestId('team-members')).toContainText('Carla');
    // The pointer that tapped 'Equipe' in Mais would be hovering a person of the list.
    await page.mouse.move(0, 0);
    await screenshot(page, 'team-equipe');
    await team.getByRole('button', { name: 'Nova pessoa' }).click();
    await expect(page.locator('ion-modal').filter({ hasText: 'Nova pessoa' }).getByTestId('role-permissions')).toBeVisible();
    await screenshot(page, 'team-nova-pessoa');
    await page.context().close();
  });
});
