import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../store';
import type { FeatureGroup } from './featureGroup';
import { installFeatureGroup } from './install';

/**
 * Installs a group from the component that needs it, for what shows outside the routes that install groups (a
 * tablet's pane, a card, a control). Once per store; effects declared after this one in the same component run
 * after it, so they may dispatch to it.
 */
export function useFeatureGroup(group: FeatureGroup): void {
  const store = useStore() as AppStore;
  useEffect(() => installFeatureGroup(store, group), [store, group]);
}
