import type { RootState } from '@/app/rootReducer';
import { hasMoreQrCodes } from './rules';
import { qrCodesAdapter } from './slice';

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
