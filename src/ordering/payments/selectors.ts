import type { RootState } from '@/app/rootReducer';
import { orderPaymentsAdapter } from './slice';

export const { selectAll: selectAllOrderPayments } = orderPaymentsAdapter.getSelectors((state: RootState) => state.orderPayments);
