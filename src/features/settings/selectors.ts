import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { selectBusinessUnit, selectProviderId } from '../auth/selectors';
import type { ShopScope } from './api';

export const selectShopScope = createSelector(
  [selectProviderId, selectBusinessUnit],
  (accountId, unit): ShopScope | null => (accountId !== null && unit ? { accountId, shopId: unit.id } : null),
);

const selectSlice = (state: RootState) => state.shopSettings;

export const selectShopSettings = (state: RootState) => selectSlice(state).record;
export const selectShopSettingsStatus = (state: RootState) => selectSlice(state).status;
export const selectShopSettingsError = (state: RootState) => selectSlice(state).error;
export const selectShopSettingsSave = (state: RootState) => selectSlice(state).save;
