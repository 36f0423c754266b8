import type { SoundOutcome } from './events';

/** Served from public/sounds; same origin as the app wherever the API lives. */
export const ORDER_SOUND_URL = '/sounds/order-approved.wav';

/** The sounds a device may choose for its alert (Configurações), by id. */
export const ORDER_SOUNDS = {
  chime: { label: 'Padrão', url: ORDER_SOUND_URL },
  bell: { label: 'Sino', url: '/sounds/order-bell.wav' },
} as const;

export type OrderSoundId = keyof typeof ORDER_SOUNDS;

/** A customer asking for the bill: two falling notes, unlike either order sound, so the counter knows which it is. */
export const BILL_SOUND_URL = '/sounds/bill-request.wav';

/** A table calling ('Chamar garçom'): three quick rising notes, unlike the order and bill sounds. */
export const CALL_SOUND_URL = '/sounds/table-call.wav';
/**
 * An order nobody took in the shop's minutes: six fast, high beeps at full scale, unlike any other sound, played at
 * full volume whatever the device's volume is set to, since the one device left on may be in a drawer.
 */
export const ESCALATED_SOUND_URL = '/sounds/order-escalated.wav';

/** A browser that has not allowed sound answers resume() only after a tap; this long is enough to know. */
const RESUME_WAIT_MS = 300;

let context: AudioContext | null = null;
const decoded = new Map<string, Promise<AudioBuffer | null>>();
/** When the chime playing now ends, in the context's clock: a chime never starts over one still playing. */
let playingUntil = 0;

function audioContext(): AudioContext | null {
  if (!context && typeof AudioContext !== 'undefined') context = new AudioContext();
  return context;
}

/** Each sound decoded once, kept as a buffer: every play is a new source on it, started at once. */
function soundBuffer(audio: AudioContext, url: string): Promise<AudioBuffer | null> {
  let buffer = decoded.get(url);
  if (!buffer) {
    buffer = fetch(url)
      .then((response) => response.arrayBuffer())
      .then((bytes) => audio.decodeAudioData(bytes))
      .catch(() => {
        decoded.delete(url);
        return null;
      });
    decoded.set(url, buffer);
  }
  return buffer;
}

async function resumed(audio: AudioContext): Promise<boolean> {
  if (audio.state === 'running') return true;
  await Promise.race([audio.resume().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS))]);
  return (audio.state as AudioContextState) === 'running';
}

/** True while the browser would not play the chime without a tap first (a start without a user gesture). */
export function isSoundLocked(): boolean {
  const audio = audioContext();
  return audio !== null && audio.state !== 'running';
}

/** Called inside a tap or key press: that is what browsers count as permission for the later, unattended plays. */
export async function unlockSound(): Promise<boolean> {
  const audio = audioContext();
  if (!audio) return false;
  void soundBuffer(audio, ORDER_SOUND_URL);
  return resumed(audio);
}

export function playOrderSound(volume = 1, sound: OrderSoundId = 'chime'): Promise<SoundOutcome> {
  return playSound(ORDER_SOUNDS[sound].url, volume);
}

export function playBillSound(volume = 1): Promise<SoundOutcome> {
  return playSound(BILL_SOUND_URL, volume);
}

export function playCallSound(volume = 1): Promise<SoundOutcome> {
  return playSound(CALL_SOUND_URL, volume);
}

export function playEscalatedSound(): Promise<SoundOutcome> {
  return playSound(ESCALATED_SOUND_URL, 1);
}

async function playSound(url: string, volume: number): Promise<SoundOutcome> {
  const audio = audioContext();
  if (!audio) return 'failed';
  if (!(await resumed(audio))) return 'blocked';
  const buffer = await soundBuffer(audio, url);
  if (!buffer) return 'failed';
  if (audio.currentTime < playingUntil) return 'played';
  const gain = audio.createGain();
  gain.gain.value = volume;
  const source = audio.createBufferSource();
  source.buffer = buffer;
  source.connect(gain).connect(audio.destination);
  source.start();
  playingUntil = audio.currentTime + buffer.duration;
  return 'played';
}

/**
 * A short buzz with each chime, where the device can (phones; never in a desktop browser); a longer, insistent one
 * for an order nobody took.
 */
export function vibrateForOrder(escalated = false): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate(escalated ? [400, 100, 400, 100, 400] : [200, 100, 200]);
  }
}
