import type { RootState } from '@/app/rootReducer';
import type { SoldOutState } from './slice';

const nothing: SoldOutState = { items: {}, options: {} };

// The slice comes with the order's screen; before it, nothing is known.
export const selectSoldOut = (state: RootState): SoldOutState => state.soldOut ?? nothing;
