import { eventChannel, type EventChannel } from 'redux-saga';
import { tappedEmit } from '@/shared/recording/tap';

/** The screen kept on, where the browser has the Screen Wake Lock API. */
export const canKeepScreenOn = (): boolean => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

/** Asks for the screen to stay on; null where the browser refuses (a hidden page, a battery saver) or cannot. */
export async function requestScreenOn(): Promise<WakeLockSentinel | null> {
  if (!canKeepScreenOn()) return null;
  try {
    return await navigator.wakeLock.request('screen');
  } catch {
    return null;
  }
}

export async function releaseScreenOn(lock: WakeLockSentinel | null): Promise<void> {
  await lock?.release().catch(() => undefined);
}

/** Each time the page becomes visible again: the browser drops the lock whenever the page is hidden. */
export function pageShownChannel(): EventChannel<true> {
  return eventChannel<true>((channelEmit) => {
    const emit = tappedEmit('visibility', channelEmit);
    const onChange = () => {
      if (document.visibilityState === 'visible') emit(true);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}
