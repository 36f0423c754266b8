import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export interface Notification {
  id: string;
  kind: 'error' | 'success';
  title?: string;
  message: string;
}

export interface NotificationsState {
  queue: Notification[];
}

const initialState: NotificationsState = { queue: [] };

const slice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    errorRaised: {
      reducer(state, action: PayloadAction<Notification & { error?: unknown }>) {
        const { error: _error, ...notification } = action.payload;
        state.queue.push(notification);
      },
      prepare(payload: { message: string; title?: string; error?: unknown }) {
        return { payload: { ...payload, id: nanoid(), kind: 'error' as const } };
      },
    },
    successRaised: {
      reducer(state, action: PayloadAction<Notification>) {
        state.queue.push(action.payload);
      },
      prepare(payload: { message: string; title?: string }) {
        return { payload: { ...payload, id: nanoid(), kind: 'success' as const } };
      },
    },
    dismissed(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((notification) => notification.id !== action.payload);
    },
  },
});

export const { errorRaised, successRaised, dismissed } = slice.actions;
export default slice.reducer;

/** Any state that holds this slice under its name: the app's, or a test's. */
interface WithNotifications {
  notifications: NotificationsState;
}

export const selectNextNotification = (state: WithNotifications): Notification | undefined => state.notifications.queue[0];
export const selectHasNotifications = (state: WithNotifications): boolean => state.notifications.queue.length > 0;
