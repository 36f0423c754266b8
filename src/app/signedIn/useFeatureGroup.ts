import { useLayoutEffect } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../store';
import type { FeatureGroup } from './featureGroup';
import { installFeatureGroup } from './install';

/**
 * Installs a group from the component that needs it, for what shows outside the routes that install groups (a
 * tablet's pane, a card, a control). Once per store, while the component commits and before the browser paints
 * it: a button that sends the group's command is never on screen before the saga that takes it (a tap on a banner
 * that has just arrived live must not be lost). The component's own effects run after it, so they may dispatch.
 */
export function useFeatureGroup(group: FeatureGroup): void {
  const store = useStore() as AppStore;
  useLayoutEffect(() => installFeatureGroup(store, group), [store, group]);
}
