import { test as base, expect, type Page } from '@playwright/test';

export const demo = { email: 'demo@exemplo.com.br', password: 'demo1234' };
export const other = { email: 'outro@exemplo.com.br', password: 'demo1234' };

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured first argument
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the specs through playwright.config.ts');
    await use(url);
  },
});

export async function signIn(page: Page, account = demo): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/orders$/);
}

export { expect };
