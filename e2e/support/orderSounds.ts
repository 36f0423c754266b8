import { expect, type Page } from '@playwright/test';

/**
 * Counts the order chimes the page starts (each one a Web Audio buffer source started) and whether its audio
 * context was allowed to run, from an init script that wraps the page's own Web Audio calls. It also keeps how many
 * are still sounding, for flows that move the page's clock (see waitForQuiet).
 */
export async function countOrderSounds(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { orderSounds: number; orderSoundsPlaying: number };
    counter.orderSounds = 0;
    counter.orderSoundsPlaying = 0;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function startCounted(this: AudioBufferSourceNode, ...args: [number?, number?, number?]) {
      counter.orderSounds += 1;
      counter.orderSoundsPlaying += 1;
      this.addEventListener('ended', () => (counter.orderSoundsPlaying -= 1), { once: true });
      return start.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { orderSounds: number }).orderSounds);
}

/**
 * Waits until no chime is sounding. Moving the page's clock takes no real time, while a chime plays on the audio
 * clock, which Playwright does not move: a repeat that came due while the last chime still sounded would be folded
 * into it (the player never overlaps a chime with itself), as it never is on a device whose 10 s really pass.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  // Polled from here, not in the page, whose timers may be the fake ones.
  await expect.poll(() => page.evaluate(() => (window as unknown as { orderSoundsPlaying: number }).orderSoundsPlaying)).toBe(0);
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
