import type { Page } from '@playwright/test';

/** WCAG 2.5.5 and the platforms' own guides: a finger needs 44x44 CSS px. */
const MIN_TARGET_PX = 44;

const INTERACTIVE = [
  'ion-button',
  'ion-back-button',
  'ion-tab-button',
  'ion-menu-button',
  'ion-item[button]',
  'ion-item[router-link]',
  'ion-item[href]',
  'ion-toggle',
  'ion-checkbox',
  'ion-radio',
  'ion-select',
  'ion-segment-button',
  'a[href]',
  'button',
  '[role="button"]',
].join(', ');

/**
 * Every visible control of the screen in front (and the tab bar) smaller than a finger. A switch, box or field
 * inside a list row is reached through the whole row, so the row is what is measured.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const screen = [...document.querySelectorAll('ion-router-outlet > .ion-page:not(.ion-page-hidden)')].pop();
      const roots = [screen, document.querySelector('ion-tab-bar')].filter((root): root is Element => !!root);
      const found: string[] = [];
      for (const root of roots) {
        for (const element of root.querySelectorAll(selector)) {
          const row = element.tagName === 'ION-ITEM' ? null : element.parentElement?.closest('ion-item');
          const target = row ?? element;
          const box = target.getBoundingClientRect();
          const style = getComputedStyle(element);
          if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
          // Buttons inside Ionic's own shadow parts (the native <button> of an ion-button) are the same target.
          if (element.tagName === 'BUTTON' && element.closest('ion-button, ion-back-button, ion-tab-button')) continue;
          if (box.width < min || box.height < min) {
            const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
            found.push(`${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
          }
        }
      }
      return found;
    },
    { selector: INTERACTIVE, min: MIN_TARGET_PX },
  );
}
