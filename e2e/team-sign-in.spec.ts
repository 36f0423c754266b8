import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { currentPage, screenshot } from './support/screens';
import { openTeam } from './support/team';

/**
 * A person of the team with an e-mail sign-in of their own: the owner gives Bruno (Garçom) an e-mail and a
 * password in 'Equipe'; on his own phone he signs in with them and is Bruno there, on Salão, within a waiter's
 * role; the owner takes the access away and his phone is signed out at once.
 */

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'senha-do-bruno';

/** Bruno's edit in 'Equipe', as the owner opens it. */
async function openBruno(page: Page) {
  const team = await openTeam(page);
  await team.getByTestId('team-members').locator('ion-item').filter({ hasText: 'Bruno' }).click();
  const form = page.locator('ion-modal').filter({ hasText: 'Acesso com e-mail' });
  await expect(form.getByTestId('member-sign-in')).toBeVisible();
  return form;
}

test('Bruno gets an e-mail of his own, signs in with it on his phone as himself, and is signed out when it is taken away', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const email = `bruno-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  await signIn(page);
  const form = await openBruno(page);
  const section = form.getByTestId('member-sign-in');
  await expect(section.getByTestId('member-sign-in-state')).toHaveText('Sem acesso próprio: entra pelo PIN num aparelho da loja.');

  // The spec's messages on a bad e-mail and a short password, and nothing sent.
  await section.getByLabel('E-mail', { exact: true }).fill('bruno@');
  await section.getByLabel('Senha', { exact: true }).fill('curta');
  await section.getByRole('button', { name: 'Salvar acesso' }).click();
  await expect(section).toContainText('Não é um email válido');
  await expect(section).toContainText('Senha deve ter pelo menos 8 caracteres');

  await section.getByLabel('E-mail', { exact: true }).fill(email);
  await section.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await section.getByRole('button', { name: 'Salvar acesso' }).click();
  await expect(page.getByText('Acesso com e-mail salvo.')).toBeVisible();
  await expect(section.getByTestId('member-sign-in-state')).toHaveText(`Entra com ${email}.`);
  await screenshot(page, 'team-member-sign-in');

  const phone = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  try {
    await phone.goto('/login');
    await phone.getByLabel('Email').fill(email);
    await phone.getByLabel('Senha').fill(PASSWORD);
    await phone.getByRole('button', { name: 'Entrar' }).click();
    // A waiter's sign-in opens on Salão, with his name in the header and no one else to switch to.
    await expect(phone).toHaveURL(/\/tables$/);
    await expect(phone.getByTestId('active-person')).toHaveText('Bruno');
    await expect(phone.getByTestId('person-bar').getByRole('button', { name: 'Trocar pessoa' })).toHaveCount(0);
    await screenshot(phone, 'team-own-sign-in');
    // Mais shows no 'Equipe' to a waiter.
    await phone.goto('/more');
    await expect(currentPage(phone).getByText('Sair')).toBeVisible();
    await expect(currentPage(phone).getByText('Equipe', { exact: true })).toHaveCount(0);

    await section.getByRole('button', { name: 'Remover acesso' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText('Acesso com e-mail removido.')).toBeVisible();
    await expect(section.getByTestId('member-sign-in-state')).toHaveText('Sem acesso próprio: entra pelo PIN num aparelho da loja.');
    // His phone's sign-in ended on the server: it is back on the login screen without a tap of his.
    await expect(phone).toHaveURL(/\/login$/, { timeout: 30_000 });
  } finally {
    await phone.context().close();
  }
});
