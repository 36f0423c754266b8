import { rmSync } from 'node:fs';
import { demo, expect, test } from './support/fixtures';
import { buildIdOf, builtAppDir, nextVersionOf } from './support/appVersions';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server';

const NEXT_BUILD = 'e2e-next-version';

test.describe('installable app that updates itself', () => {
  test.use({ serviceWorkers: 'allow' });
  // This spec swaps the app its server serves: it runs its own server, on a port the browser keeps coming back to.
  let server: RunningServer;
  let port: number;
  let nextVersionDir: string;

  test.beforeAll(async () => {
    port = await freePort();
    server = await startServer({ port });
    nextVersionDir = nextVersionOf(builtAppDir(), NEXT_BUILD);
  });

  test.afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
    rmSync(nextVersionDir, { recursive: true, force: true });
  });

  test('installs, takes a new version on tap, opens offline and recovers by itself', async ({ page, context }, testInfo) => {
    test.setTimeout(90_000);
    const firstBuild = buildIdOf(builtAppDir());

    await page.goto(`${server.url}/about`);
    await expect(page.getByText(`Compilação ${firstBuild}`)).toBeVisible();
    // The worker takes over the page that installed it, so it works offline from the first visit.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito, where Chromium installs nothing; every other criterion must hold.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const { url: manifestUrl } = await cdp.send('Page.getAppManifest');
    expect(manifestUrl).toBe(`${server.url}/manifest.webmanifest`);

    // A new version is deployed; the app finds it when it starts.
    const { dataDir } = server;
    await server.stop();
    server = await startServer({ port, dataDir, env: { STATIC_DIR: nextVersionDir } });
    await page.reload();
    const notification = page.locator('ion-toast').filter({ hasText: 'Nova versão disponível' });
    await expect(notification).toContainText('Toque para atualizar.', { timeout: 20_000 });
    await expect(page.getByText(`Compilação ${firstBuild}`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('update-notification.png') });

    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await notification.getByText('Toque para atualizar.').click();
    await expect(page.getByText(`Compilação ${NEXT_BUILD}`)).toBeVisible();
    await expect(notification).toHaveCount(0);
    // One reload, not a loop.
    await page.waitForTimeout(1_500);
    expect(navigations).toBe(1);

    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Senha').fill(demo.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const orders = page.locator('ion-item.order-tile');
    await expect(orders.first()).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    // Chromium's offline emulation leaves navigator.onLine true in a page loaded while offline, so the app can only
    // tell that its server does not answer; a device that really lost its network says so (e2e/live.spec.ts).
    const noConnection = page.getByRole('status').filter({ hasText: /^Sem conexão com (a internet|o servidor)/ });
    await expect(noConnection).toBeVisible();
    await expect(page.locator('ion-tab-bar')).toBeVisible();
    await expect(page.locator('ion-title').filter({ hasText: 'Pedidos' }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('offline.png') });

    await context.setOffline(false);
    await expect(noConnection).toHaveCount(0, { timeout: 20_000 });
    await expect(orders.first()).toBeVisible({ timeout: 20_000 });
  });
});
