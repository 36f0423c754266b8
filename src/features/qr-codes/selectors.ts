import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { selectBusinessUnit, selectProviderId } from '../auth/selectors';
import type { ShopScope } from './api';
import { hasMoreQrCodes } from './rules';
import { qrCodesAdapter } from './slice';

export const selectShopScope = createSelector(
  [selectProviderId, selectBusinessUnit],
  (accountId, unit): ShopScope | null => (accountId !== null && unit ? { accountId, shopId: unit.id } : null),
);

const selectSlice = (state: RootState) => state.qrCodes;

export const { selectAll: selectAllQrCodes, selectById: selectQrCodeById } = qrCodesAdapter.getSelectors(selectSlice);

export const selectQrCodesStatus = (state: RootState) => selectSlice(state).status;
export const selectQrCodesError = (state: RootState) => selectSlice(state).error;
export const selectQrCodesNextOffset = (state: RootState) => selectSlice(state).nextOffset;
export const selectMoreQrCodesStatus = (state: RootState) => selectSlice(state).more;
export const selectHasMoreQrCodes = (state: RootState) => hasMoreQrCodes(selectSlice(state).nextOffset, selectSlice(state).count);
export const selectQrCodeDetail = (state: RootState) => selectSlice(state).detail;
export const selectQrCodeCreation = (state: RootState) => selectSlice(state).create;
export const selectQrCodeSave = (state: RootState) => selectSlice(state).save;
