import type { RootState } from '@/app/rootReducer';

export const selectOrderPause = (state: RootState) => state.orderPause.pause;
export const selectOrderPauseSending = (state: RootState) => state.orderPause.sending;
