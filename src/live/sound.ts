import type { SoundOutcome } from './liveSlice';

/** Served from public/sounds; same origin as the app wherever the API lives. */
export const ORDER_SOUND_URL = '/sounds/order-approved.wav';

let audio: HTMLAudioElement | null = null;

/** One element for the whole app: iOS only lets an element play that was unlocked by a gesture. */
function audioElement(): HTMLAudioElement {
  if (!audio) {
    audio = new Audio(ORDER_SOUND_URL);
    audio.preload = 'auto';
  }
  return audio;
}

/**
 * Must be called inside a tap or key handler: a muted play there is what browsers count as permission
 * for the later, unattended plays.
 */
export async function unlockSound(): Promise<boolean> {
  const element = audioElement();
  element.muted = true;
  try {
    await element.play();
    element.pause();
    element.currentTime = 0;
    return true;
  } catch {
    return false;
  } finally {
    element.muted = false;
  }
}

export async function playOrderSound(): Promise<SoundOutcome> {
  const element = audioElement();
  element.muted = false;
  element.currentTime = 0;
  try {
    await element.play();
    return 'played';
  } catch (error) {
    return error instanceof Error && error.name === 'NotAllowedError' ? 'blocked' : 'failed';
  }
}

/** Listens for the user's taps and key presses until `stop` is called; each one tries to unlock the sound. */
export function onUserGesture(listener: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  document.addEventListener('pointerdown', listener, options);
  document.addEventListener('keydown', listener, options);
  return () => {
    document.removeEventListener('pointerdown', listener, options);
    document.removeEventListener('keydown', listener, options);
  };
}
