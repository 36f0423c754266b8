import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import type { ShopSettings, ShopSettingsChange } from './api';
import type { CommandStatus, LoadStatus } from '@/shared/lib/loadStatus';

export interface ShopSettingsState {
  /** Null when the shop never saved its settings. */
  record: ShopSettings | null;
  status: LoadStatus;
  error: string | null;
  save: CommandStatus;
  /** 'Avisar todos se um pedido ficar sem resposta por', kept on the server for the whole shop. */
  escalation: { minutes: number | null; status: LoadStatus; save: CommandStatus };
  /** 'Avisar todos se um chamado ficar sem resposta por', kept on the server for the whole shop. */
  callEscalation: { minutes: number | null; status: LoadStatus; save: CommandStatus };
}

const initialState = (): ShopSettingsState => ({
  record: null,
  status: 'idle',
  error: null,
  save: 'idle',
  escalation: { minutes: null, status: 'idle', save: 'idle' },
  callEscalation: { minutes: null, status: 'idle', save: 'idle' },
});

const slice = createSlice({
  name: 'shopSettings',
  initialState,
  reducers: {
    loadRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    loaded(state, action: PayloadAction<ShopSettings | null>) {
      state.record = action.payload;
      state.status = 'resolved';
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    saveRequested(state, _action: PayloadAction<ShopSettingsChange>) {
      state.save = 'pending';
    },
    saved(state, action: PayloadAction<ShopSettings>) {
      state.record = action.payload;
      state.save = 'done';
    },
    saveFailed(state) {
      state.save = 'error';
    },
    escalationLoadRequested(state) {
      state.escalation.status = 'pending';
    },
    escalationLoaded(state, action: PayloadAction<number | null>) {
      state.escalation.minutes = action.payload;
      state.escalation.status = 'resolved';
    },
    escalationLoadFailed(state) {
      state.escalation.status = 'error';
    },
    escalationSaveRequested(state, _action: PayloadAction<number | null>) {
      state.escalation.save = 'pending';
    },
    escalationSaved(state, action: PayloadAction<number | null>) {
      state.escalation.minutes = action.payload;
      state.escalation.save = 'done';
    },
    escalationSaveFailed(state) {
      state.escalation.save = 'error';
    },
    callEscalationLoadRequested(state) {
      state.callEscalation.status = 'pending';
    },
    callEscalationLoaded(state, action: PayloadAction<number | null>) {
      state.callEscalation.minutes = action.payload;
      state.callEscalation.status = 'resolved';
    },
    callEscalationLoadFailed(state) {
      state.callEscalation.status = 'error';
    },
    callEscalationSaveRequested(state, _action: PayloadAction<number | null>) {
      state.callEscalation.save = 'pending';
    },
    callEscalationSaved(state, action: PayloadAction<number | null>) {
      state.callEscalation.minutes = action.payload;
      state.callEscalation.save = 'done';
    },
    callEscalationSaveFailed(state) {
      state.callEscalation.save = 'error';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const {
  loadRequested,
  loaded,
  loadFailed,
  saveRequested,
  saved,
  saveFailed,
  escalationLoadRequested,
  escalationLoaded,
  escalationLoadFailed,
  escalationSaveRequested,
  escalationSaved,
  escalationSaveFailed,
  callEscalationLoadRequested,
  callEscalationLoaded,
  callEscalationLoadFailed,
  callEscalationSaveRequested,
  callEscalationSaved,
  callEscalationSaveFailed,
} = slice.actions;

export default slice.reducer;
