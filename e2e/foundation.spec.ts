import { demo, expect, signIn, signInThroughForm, test } from './support/fixtures';

test.describe('foundation', () => {
  test('signs in with the demo account and lands on Pedidos', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Bem-vindo! Por favor entre com sua conta.')).toBeVisible();
    // The login page is plain elements: Ionic's shell loads only after sign-in.
    await expect(page.locator('ion-app')).toHaveCount(0);
    await signInThroughForm(page);
    await expect(page.locator('ion-title').filter({ hasText: 'Pedidos' }).first()).toBeVisible();
    const stored = await page.evaluate(() => [localStorage.getItem('auth-token'), localStorage.getItem('auth-token-v2')]);
    expect(stored.every(Boolean)).toBe(true);
    await expect(page).toHaveTitle('Painel do Restaurante');
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Senha').fill('errada123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Usuário ou senha inválidos.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login form shows the validation messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nao-e-email');
    await page.getByLabel('Senha').fill('123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Não é um email válido')).toBeVisible();
    await expect(page.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
  });

  test('Registrar alerts em breve and the forgot-password link points to its page', async ({ page }) => {
    await page.goto('/login');
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Registrar' }).click();
    await expect.poll(() => messages).toEqual(['em breve']);
    await expect(page.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute('href', '/pages/forgot-password');
  });

  test('the four tabs navigate', async ({ page }) => {
    await signIn(page);
    const tabs = page.locator('ion-tab-bar');
    await tabs.getByText('Comandas').click();
    await expect(page).toHaveURL(/\/invoices$/);
    await tabs.getByText('Cardápio').click();
    await expect(page).toHaveURL(/\/menu$/);
    await tabs.getByText('Mais').click();
    await expect(page).toHaveURL(/\/more$/);
    await expect(page.getByText('Ana Souza')).toBeVisible();
    await expect(page.getByText(demo.email)).toBeVisible();
    await tabs.getByText('Pedidos').click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('a deep link while signed out goes to /login, and sign-in lands on the root', async ({ page }) => {
    await page.goto('/menu');
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('unknown paths render NotFound, signed out and signed in', async ({ page }) => {
    await page.goto('/nao-existe');
    await expect(page.getByText('Ops! A página que você está procurando não foi encontrada.')).toBeVisible();
    await expect(page.locator('ion-tab-bar')).toHaveCount(0);
    await signIn(page);
    await page.goto('/nao-existe/mesmo');
    await expect(page.getByText('Ops! A página que você está procurando não foi encontrada.')).toBeVisible();
    await expect(page.locator('ion-tab-bar')).toBeVisible();
  });

  test("signed out, NotFound's link home opens the login page, outside Ionic's shell", async ({ page }) => {
    await page.goto('/nao-existe');
    await page.getByText('Voltar para o início').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Bem-vindo! Por favor entre com sua conta.')).toBeVisible();
    await expect(page.locator('ion-app')).toHaveCount(0);
    // Signing in on that same page brings Ionic's shell back, now with the tabs.
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Senha').fill(demo.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.locator('ion-tab-bar')).toBeVisible();
  });

  test('/about is open to everyone and shows the version', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('Versão 1.17.0')).toBeVisible();
  });

  test('Sair signs out, clears the storage and revokes both tokens on the server', async ({ page }) => {
    await signInThroughForm(page);
    const tokens = await page.evaluate(() => [localStorage.getItem('auth-token'), localStorage.getItem('auth-token-v2')]);
    await page.locator('ion-tab-bar').getByText('Mais').click();
    await page.getByText('Sair').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Bem-vindo! Por favor entre com sua conta.')).toBeVisible();
    await expect(page.locator('ion-app')).toHaveCount(0);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => ['auth-token', 'auth-token-v2', 'businessUnit'].includes(key))).toEqual([]);
    // Revoking runs once the session has ended on the device, so it may land a moment after the redirect.
    for (const token of tokens) {
      await expect
        .poll(async () => (await page.request.post('/token/revoke', { headers: { authorization: `Bearer ${token}` } })).json())
        .toEqual({ error: 'unauthorized', message: 'Token revogado.' });
    }
  });

  test('a route parameter that is not a number shows the load-error state', async ({ page }) => {
    await signIn(page);
    await page.goto('/orders/abc');
    await expect(page.getByText('Could not parse "orderId", received "abc"')).toBeVisible();
  });
});
