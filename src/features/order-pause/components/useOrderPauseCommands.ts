import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { installFeatureGroup } from '../../../app/signedIn/install';
import type { AppStore } from '../../../app/store';
import { orderPauseCommands } from '../commands';

/** Starts the pause and resume commands with the first control that can send them (once per store). */
export function useOrderPauseCommands(): void {
  const store = useStore() as AppStore;
  useEffect(() => installFeatureGroup(store, orderPauseCommands), [store]);
}
