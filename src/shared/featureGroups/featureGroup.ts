import type { Reducer } from '@reduxjs/toolkit';

/** Signed-in features that load together, in one chunk: their reducers and one saga that forks their root sagas. */
export interface FeatureGroup {
  name: string;
  reducers: Record<string, Reducer>;
  saga: () => Generator;
}
