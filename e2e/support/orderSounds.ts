import type { Page } from '@playwright/test';

/**
 * Counts the order chimes the page starts (each one a Web Audio buffer source started) and whether its audio
 * context was allowed to run, from an init script that wraps the page's own Web Audio calls.
 */
export async function countOrderSounds(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { orderSounds: number };
    counter.orderSounds = 0;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function startCounted(this: AudioBufferSourceNode, ...args: [number?, number?, number?]) {
      counter.orderSounds += 1;
      return start.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { orderSounds: number }).orderSounds);
}

/**
 * Makes the page's audio behave as phones and desktop browsers ship: suspended until the page has had a tap. Headless
 * Chromium here lets an AudioContext run without one whatever `--autoplay-policy` says, and Playwright's own calls
 * count as user activation, so the policy is applied in the page, keyed on the first trusted tap or key press.
 */
export async function blockSoundUntilTap(page: Page) {
  await page.addInitScript(() => {
    const state = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, 'state')!;
    const resume = AudioContext.prototype.resume;
    let hadTap = false;
    for (const type of ['pointerdown', 'keydown']) {
      window.addEventListener(type, (event) => (hadTap ||= event.isTrusted), { capture: true });
    }
    const tapped = () => hadTap;
    Object.defineProperty(BaseAudioContext.prototype, 'state', {
      configurable: true,
      get(this: BaseAudioContext) {
        return tapped() ? state.get!.call(this) : 'suspended';
      },
    });
    AudioContext.prototype.resume = function resumeAfterTap(this: AudioContext) {
      return tapped() ? resume.call(this) : new Promise<void>(() => undefined);
    };
  });
}
