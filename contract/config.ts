export type AppVariant = 'food' | 'shop';

/** What the server tells the app at start (served as /config.js). */
export interface RuntimeConfig {
  variant: AppVariant;
  /** Base URL of the API; empty means the app's own origin. */
  apiUrl: string;
  foodHost: string;
  kioskHost: string;
  version: string;
}

/** The release the server announces in /config.js (spec section 1). */
export const APP_VERSION = '1.17.0';
