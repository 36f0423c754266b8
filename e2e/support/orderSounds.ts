import type { Page } from '@playwright/test';

/** Counts the audible plays of the order sound (the unlocking play is muted). */
export async function countOrderSounds(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { orderSounds: number };
    counter.orderSounds = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function playCounted(this: HTMLMediaElement) {
      if (!this.muted && this.src.includes('/sounds/order-approved')) counter.orderSounds += 1;
      return play.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { orderSounds: number }).orderSounds);
}
