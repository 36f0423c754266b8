import type { Reducer } from '@reduxjs/toolkit';
import type { dayReportReducers } from '@/features/day-report/group';
import type { historyReducers } from '@/features/history/group';
import type { invoiceDialogsReducers } from '@/features/invoices/dialogs/group';
import type { invoiceSplitReducers } from '@/features/invoices/split/group';
import type { orderPaymentsViewReducers } from '@/features/order-payments/view/group';
import type { kitchenReducers } from '@/features/kitchen/group';
import type { soldOutReducers } from '@/features/sold-out/group';
import type { tablesReducers } from '@/features/tables/group';
import type { personReducers } from '@/session/person/group';
import type { teamReducers } from '@/features/team/group';
import type { tillReducers } from '@/features/till/group';
import type { liveOperationsReducers } from './features';
import type { menuReducers } from './menuFeatures';
import type { printingReducers } from './printingFeatures';
import type { shopSetupReducers } from './setupFeatures';

type StateOf<R> = { [K in keyof R]: R[K] extends Reducer<infer S> ? S : never };

/** Every signed-in slice, whichever group brings it. A feature is added to its group: its reducer and its root saga. */
export type SignedInState = StateOf<typeof liveOperationsReducers> &
  StateOf<typeof menuReducers> &
  StateOf<typeof shopSetupReducers> &
  Partial<StateOf<typeof printingReducers>> &
  Partial<StateOf<typeof dayReportReducers>> &
  Partial<StateOf<typeof historyReducers>> &
  Partial<StateOf<typeof soldOutReducers>> &
  Partial<StateOf<typeof kitchenReducers>> &
  Partial<StateOf<typeof tablesReducers>> &
  Partial<StateOf<typeof invoiceSplitReducers>> &
  Partial<StateOf<typeof invoiceDialogsReducers>> &
  Partial<StateOf<typeof orderPaymentsViewReducers>> &
  Partial<StateOf<typeof personReducers>> &
  Partial<StateOf<typeof teamReducers>> &
  Partial<StateOf<typeof tillReducers>>;
