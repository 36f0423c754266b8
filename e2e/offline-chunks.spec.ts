import { expect, signIn, test } from './support/fixtures';
import { currentPage } from './support/screens';

// A screen opened for the first time while the link is down, on a device whose service worker has not cached the
// app (these flows block it): its chunk fails to load. Found by the chaos soak, where a toast's chunk failing
// offline unmounted the whole app: a white screen that still chimed and printed.
test.describe('a screen first opened offline', () => {
  test('keeps the app on screen and opens once the link is back', async ({ page, context }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page);
    await expect(currentPage(page).locator('ion-item.order-tile').first()).toBeVisible();

    await context.setOffline(true);
    await page.locator('ion-tab-button[tab="more"]').click();
    // The tabs stay, and nothing is thrown into the page: the screen waits for its chunk.
    await expect(page).toHaveURL(/\/more$/);
    await expect(page.locator('ion-tab-bar')).toBeVisible();
    expect(errors).toEqual([]);

    // Back online, the screen opens by itself, and the app goes on.
    await context.setOffline(false);
    await expect(currentPage(page).getByText('Resumo', { exact: true })).toBeVisible({ timeout: 15_000 });
    await page.locator('ion-tab-button[tab="orders"]').click();
    await expect(currentPage(page).locator('ion-item.order-tile').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
