import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import type { PushAvailability } from './browserPush';

export type PushStatus = PushAvailability | 'checking' | 'turningOn' | 'turningOff';

export const PUSH_FAILED_MESSAGE = 'Não foi possível ativar as notificações.';

export interface PushNotificationsState {
  status: PushStatus;
  error: string | null;
}

const initialState = (): PushNotificationsState => ({ status: 'checking', error: null });

/** 'Notificações' in Configurações: whether this device gets new orders pushed while the app is closed. */
const slice = createSlice({
  name: 'pushNotifications',
  initialState,
  reducers: {
    availabilityFound(state, action: PayloadAction<PushAvailability>) {
      state.status = action.payload;
    },
    turnOnRequested(state) {
      state.status = 'turningOn';
      state.error = null;
    },
    turnOffRequested(state) {
      state.status = 'turningOff';
      state.error = null;
    },
    turnOnFailed(state, action: PayloadAction<{ status: PushAvailability; message: string }>) {
      state.status = action.payload.status;
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const { availabilityFound, turnOnRequested, turnOffRequested, turnOnFailed } = slice.actions;
export default slice.reducer;
