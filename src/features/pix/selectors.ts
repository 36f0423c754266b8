import type { RootState } from '@/app/rootReducer';

export const selectPixSettings = (state: RootState) => state.pixSettings.record;
export const selectPixSettingsStatus = (state: RootState) => state.pixSettings.status;
export const selectPixSettingsError = (state: RootState) => state.pixSettings.error;
export const selectPixSettingsSave = (state: RootState) => state.pixSettings.save;
export const selectPixSettingsRemove = (state: RootState) => state.pixSettings.remove;
