import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import type { QrCode, QrCodeValues } from './api';
import type { CommandStatus, LoadStatus } from '@/shared/lib/loadStatus';

// The server lists oldest first; ids grow with creation, so a new code lands where the next page would put it.
export const qrCodesAdapter = createEntityAdapter<QrCode>({ sortComparer: (a, b) => a.id - b.id });

export interface QrCodesState extends ReturnType<typeof qrCodesAdapter.getInitialState> {
  status: LoadStatus;
  error: string | null;
  /** The server's total, for the infinite scroll. */
  count: number;
  /** Rows read page by page so far; codes created here are not counted, so no server row is skipped. */
  nextOffset: number;
  more: LoadStatus;
  detail: { id: number | null; status: LoadStatus; error: string | null };
  /** requestId ties the answer to the modal that asked, so only it navigates to the new code. */
  create: { requestId: string | null; status: CommandStatus; id: number | null };
  save: { id: number | null; status: CommandStatus };
}

const initialState = (): QrCodesState =>
  qrCodesAdapter.getInitialState({
    status: 'idle',
    error: null,
    count: 0,
    nextOffset: 0,
    more: 'idle',
    detail: { id: null, status: 'idle', error: null },
    create: { requestId: null, status: 'idle', id: null },
    save: { id: null, status: 'idle' },
  });

type Page = { qrCodes: QrCode[]; count: number };

const slice = createSlice({
  name: 'qrCodes',
  initialState,
  reducers: {
    listRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    listLoaded(state, action: PayloadAction<Page>) {
      qrCodesAdapter.setAll(state, action.payload.qrCodes);
      state.count = action.payload.count;
      state.nextOffset = action.payload.qrCodes.length;
      state.status = 'resolved';
      state.more = 'idle';
    },
    listFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    moreRequested(state) {
      state.more = 'pending';
    },
    moreLoaded(state, action: PayloadAction<Page>) {
      qrCodesAdapter.upsertMany(state, action.payload.qrCodes);
      state.count = action.payload.count;
      state.nextOffset += action.payload.qrCodes.length;
      state.more = 'resolved';
    },
    moreFailed(state) {
      state.more = 'error';
    },
    detailRequested(state, action: PayloadAction<number>) {
      state.detail = { id: action.payload, status: 'pending', error: null };
    },
    detailLoaded(state, action: PayloadAction<QrCode>) {
      qrCodesAdapter.upsertOne(state, action.payload);
      if (state.detail.id === action.payload.id) state.detail.status = 'resolved';
    },
    detailFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      if (state.detail.id === action.payload.id) state.detail = { id: action.payload.id, status: 'error', error: action.payload.message };
    },
    createRequested(state, action: PayloadAction<{ requestId: string; values: QrCodeValues }>) {
      state.create = { requestId: action.payload.requestId, status: 'pending', id: null };
    },
    created(state, action: PayloadAction<{ requestId: string; qrCode: QrCode }>) {
      const { requestId, qrCode } = action.payload;
      qrCodesAdapter.upsertOne(state, qrCode);
      state.count += 1;
      if (state.create.requestId === requestId) state.create = { requestId, status: 'done', id: qrCode.id };
    },
    createFailed(state, action: PayloadAction<string>) {
      if (state.create.requestId === action.payload) state.create.status = 'error';
    },
    saveRequested(state, action: PayloadAction<{ id: number; values: QrCodeValues }>) {
      state.save = { id: action.payload.id, status: 'pending' };
    },
    saved(state, action: PayloadAction<QrCode>) {
      qrCodesAdapter.upsertOne(state, action.payload);
      if (state.save.id === action.payload.id) state.save.status = 'done';
    },
    saveFailed(state, action: PayloadAction<number>) {
      if (state.save.id === action.payload) state.save.status = 'error';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const {
  listRequested,
  listLoaded,
  listFailed,
  moreRequested,
  moreLoaded,
  moreFailed,
  detailRequested,
  detailLoaded,
  detailFailed,
  createRequested,
  created,
  createFailed,
  saveRequested,
  saved,
  saveFailed,
} = slice.actions;

export default slice.reducer;
