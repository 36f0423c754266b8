type GestureEvent = PointerEvent | KeyboardEvent;

// A finger grants the browser's permission to play when it lifts (a mouse already when pressed, and still holds
// it when released): the release is the one moment both have it.
const GESTURES = ['pointerup', 'keydown'] as const;

/** Listens for the user's taps and key presses until `stop` is called; each one tries to unlock the sound. */
export function onUserGesture(listener: (event: GestureEvent) => void): () => void {
  const options = { capture: true, passive: true } as const;
  const handle = (event: Event) => listener(event as GestureEvent);
  for (const type of GESTURES) document.addEventListener(type, handle, options);
  return () => {
    for (const type of GESTURES) document.removeEventListener(type, handle, options);
  };
}

// A release with no click after it (a press that slid off) stops waiting after this.
const CLICK_AFTER_RELEASE_MS = 500;

/**
 * Resolves once the tap a release ends has done what it does: after its click, not before. What a first tap
 * unlocks changes the layout (the sound bar leaves the top of the window), and a screen that moves before the click
 * is dispatched can take the tap from the control under the finger.
 */
export function gestureEnded(event: GestureEvent): Promise<void> {
  if (event.type !== 'pointerup') return Promise.resolve();
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const timer = setTimeout(end, CLICK_AFTER_RELEASE_MS);
    function end() {
      clearTimeout(timer);
      document.removeEventListener('click', end, options);
      // The click's own handlers run after this capturing listener: let them act first.
      setTimeout(resolve, 0);
    }
    document.addEventListener('click', end, options);
  });
}
