import type { RootState } from '@/app/rootReducer';

// Apart from the slices, so screens read them without bringing the reducers into their chunks.
export const selectUnseenOrderIds = (state: RootState) => state.orderAlerts.unseen;
export const selectUnseenCount = (state: RootState) => state.orderAlerts.unseen.length;
export const selectAlertSettings = (state: RootState) => state.alertSettings;
export const selectBillRequestIds = (state: RootState) => state.orderAlerts.bills;
export const selectBillRequestCount = (state: RootState) => state.orderAlerts.bills.length;
export const selectEscalatedOrderIds = (state: RootState) => state.orderAlerts.escalated;
export const selectEscalatedCount = (state: RootState) => state.orderAlerts.escalated.length;
