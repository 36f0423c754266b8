import { liveOperations } from '@/app/signedIn/features';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { menu } from '@/app/signedIn/menuFeatures';
import { shopSetup } from '@/app/signedIn/setupFeatures';

/** Every signed-in slice, as if every screen had been opened: screen and saga tests read any of them. */
export function injectSignedInReducers(): void {
  for (const group of [liveOperations, menu, shopSetup]) injectFeatureReducers(group);
}
