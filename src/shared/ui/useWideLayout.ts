import { useSyncExternalStore } from 'react';

/** From this width (a counter tablet in either orientation) lists keep the selected record beside them. */
export const WIDE_LAYOUT_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_LAYOUT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => window.matchMedia(WIDE_LAYOUT_QUERY).matches;

/** Whether the screen is wide enough for two panes; follows rotation and window resizes. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
