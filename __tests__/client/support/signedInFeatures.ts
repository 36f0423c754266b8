import { liveOperations } from '../../../src/app/signedIn/features';
import { injectFeatureReducers } from '../../../src/app/signedIn/install';
import { menu } from '../../../src/app/signedIn/menuFeatures';
import { shopSetup } from '../../../src/app/signedIn/setupFeatures';

/** Every signed-in slice, as if every screen had been opened: screen and saga tests read any of them. */
export function injectSignedInReducers(): void {
  for (const group of [liveOperations, menu, shopSetup]) injectFeatureReducers(group);
}
