import { expect, type Locator, type Page } from '@playwright/test';

/** Where a flow's pictures go when asked for (SCREENS_DIR), named as docs/screens names them. */
export const SCREENS_DIR = process.env.SCREENS_DIR;
const DEVICE: Record<number, string> = { 390: 'phone', 1024: 'tablet-landscape' };

/** '<name>-phone.png' or '<name>-tablet-landscape.png', by the page's size, when pictures are asked for. */
export async function screenshot(page: Page, name: string) {
  if (!SCREENS_DIR) return;
  // The ripple of the button just tapped fades first: frozen by a screenshot without animations, it fills the button.
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-${DEVICE[page.viewportSize()?.width ?? 390]}.png` });
}

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

/** Flips a checkbox or a switch with one tap and waits until it reads the other way round. */
export async function toggle(box: Locator): Promise<void> {
  const before = await box.getAttribute('aria-checked');
  await box.click();
  await expect(box).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
}

/** Picks a choice of a popover select (one tap to open it, one on the choice) and waits until the select shows it. */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  await page.locator('ion-popover ion-radio').filter({ hasText: label }).click();
  await expect(select).toContainText(label);
}

/** Taps once and waits for what the tap shows. */
export async function tapToSee(button: Locator, shows: Locator): Promise<void> {
  await button.click();
  await expect(shows).toBeVisible();
}
