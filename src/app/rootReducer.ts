import { combineReducers } from '@reduxjs/toolkit';
import notifications from '../shared/notifications/slice';
import auth from '../features/auth/slice';

export const rootReducer = combineReducers({
  auth,
  notifications,
});

export type RootState = ReturnType<typeof rootReducer>;
