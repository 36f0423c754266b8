import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Ionic keeps earlier pages in the DOM; the screen shown is the last routed page not hidden. The tabs' own page
 * (which holds an outlet) and dialogs (also .ion-page) are left out, so that while a new page is still mounting
 * this matches nothing (and an assertion waits) rather than the tabs' page with every screen's title inside it.
 * The login page, outside Ionic's shell, is its shell's main element.
 */
export const currentPage = (page: Page) =>
  page
    .locator('ion-router-outlet > .ion-page:not(.ion-page-hidden):not(:has(ion-router-outlet)), .login-shell > main')
    .last();

/**
 * Flips a checkbox, tapping again if a first tap landed before the form was wired (or was undone when the form
 * filled itself in), until it reads the other way round.
 */
export async function toggle(box: Locator): Promise<void> {
  const before = await box.getAttribute('aria-checked');
  const after = before === 'true' ? 'false' : 'true';
  await expect(async () => {
    if ((await box.getAttribute('aria-checked')) !== after) await box.click({ timeout: 2_000 });
    await expect(box).toHaveAttribute('aria-checked', after, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Picks a choice of a popover select, opening it again if a first tap landed while the page was still entering,
 * and waits until the select shows it.
 */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  const choice = page.locator('ion-popover ion-radio').filter({ hasText: label });
  await expect(async () => {
    if (!(await choice.isVisible())) await select.click({ timeout: 2_000 });
    await choice.click({ timeout: 2_000 });
    await expect(select).toContainText(label, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Taps a button until what it does shows: a screen that has just rendered (or is still entering) may take the first
 * tap before its handlers are wired. Only for taps that are safe to repeat until they take.
 */
export async function tapUntil(button: Locator, shows: Locator): Promise<void> {
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await expect(shows).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
