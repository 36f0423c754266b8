import printing from '@/features/printing/slice';
import { printingSaga } from '@/features/printing/sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/**
 * Thermal printing: the paired printer, automatic kitchen tickets and their queue. It loads where a printer was
 * paired (at the signed-in start) or with Configurações, so a device without a printer never downloads it.
 */
export const printingReducers = { printing };

export const printingGroup = {
  name: 'printing',
  reducers: printingReducers,
  *saga(): Generator {
    yield* printingSaga();
  },
} satisfies FeatureGroup;
