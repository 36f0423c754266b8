import type { RootState } from '@/app/rootReducer';

const selectSlice = (state: RootState) => state.deliverySettings;

export const selectDeliverySettings = (state: RootState) => selectSlice(state).record;
export const selectDeliveryStatus = (state: RootState) => selectSlice(state).status;
export const selectDeliveryError = (state: RootState) => selectSlice(state).error;
export const selectDeliverySave = (state: RootState) => selectSlice(state).save;
export const selectSlugCheck = (state: RootState) => selectSlice(state).slugCheck;
export const selectSavedSlug = (state: RootState) => selectSlice(state).record?.slug ?? null;

/** The slug the server said another shop holds, for the form's validation context. */
export const selectTakenSlug = (state: RootState) => {
  const check = selectSlice(state).slugCheck;
  return check.status === 'taken' ? check.slug : null;
};
