import type { RootState } from '@/app/rootReducer';

const selectSlice = (state: RootState) => state.shopSettings;

export const selectShopSettings = (state: RootState) => selectSlice(state).record;
export const selectShopSettingsStatus = (state: RootState) => selectSlice(state).status;
export const selectShopSettingsError = (state: RootState) => selectSlice(state).error;
export const selectShopSettingsSave = (state: RootState) => selectSlice(state).save;
export const selectEscalationSetting = (state: RootState) => selectSlice(state).escalation;
export const selectCallEscalationSetting = (state: RootState) => selectSlice(state).callEscalation;
