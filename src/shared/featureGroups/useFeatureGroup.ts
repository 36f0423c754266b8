import { useLayoutEffect } from 'react';
import { useStore } from 'react-redux';
import type { FeatureGroup } from './featureGroup';
import { installFeatureGroup, type FeatureGroupHost } from './install';

/**
 * Installs a group from the component that needs it, for what shows outside the routes that install groups (a
 * tablet's pane, a card, a control). Once per store, while the component commits and before the browser paints
 * it: a button that sends the group's command is never on screen before the saga that takes it (a tap on a banner
 * that has just arrived live must not be lost). The component's own effects run after it, so they may dispatch.
 */
export function useFeatureGroup(group: FeatureGroup): void {
  // The app's store is a host (app/store.ts); react-redux types it as a plain store.
  const store = useStore() as unknown as FeatureGroupHost;
  useLayoutEffect(() => installFeatureGroup(store, group), [store, group]);
}
