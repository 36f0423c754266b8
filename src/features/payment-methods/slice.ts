import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import type { CatalogueMethod, PaymentMethod } from './api';
import type { CommandStatus, LoadStatus } from '@/shared/lib/loadStatus';

// Catalogue order, the order the server lists them in, so a live addition lands where a reload would put it.
export const paymentMethodsAdapter = createEntityAdapter<PaymentMethod>({
  sortComparer: (a, b) => a.paymentMethodId - b.paymentMethodId || a.id - b.id,
});

export interface PaymentMethodsState extends ReturnType<typeof paymentMethodsAdapter.getInitialState> {
  status: LoadStatus;
  error: string | null;
  catalogue: CatalogueMethod[];
  /** The one method a details screen opened directly asked for. */
  detail: { id: number | null; status: LoadStatus; error: string | null };
  bind: CommandStatus;
  /** Ids whose 'Público?' change is on its way to the server. */
  publicPending: number[];
  removal: { id: number | null; status: CommandStatus };
}

const initialState = (): PaymentMethodsState =>
  paymentMethodsAdapter.getInitialState({
    status: 'idle',
    error: null,
    catalogue: [],
    detail: { id: null, status: 'idle', error: null },
    bind: 'idle',
    publicPending: [],
    removal: { id: null, status: 'idle' },
  });

const withoutId = (ids: number[], id: number) => ids.filter((pending) => pending !== id);

const slice = createSlice({
  name: 'paymentMethods',
  initialState,
  reducers: {
    loadRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    loaded(state, action: PayloadAction<{ methods: PaymentMethod[]; catalogue: CatalogueMethod[] }>) {
      paymentMethodsAdapter.setAll(state, action.payload.methods);
      state.catalogue = action.payload.catalogue;
      state.status = 'resolved';
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    detailRequested(state, action: PayloadAction<number>) {
      state.detail = { id: action.payload, status: 'pending', error: null };
    },
    detailLoaded(state, action: PayloadAction<PaymentMethod>) {
      paymentMethodsAdapter.upsertOne(state, action.payload);
      if (state.detail.id === action.payload.id) state.detail.status = 'resolved';
    },
    detailFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      if (state.detail.id === action.payload.id) state.detail = { id: action.payload.id, status: 'error', error: action.payload.message };
    },
    bindRequested(state, _action: PayloadAction<{ paymentMethodId: number; isPublic: boolean }>) {
      state.bind = 'pending';
    },
    bound(state, action: PayloadAction<PaymentMethod>) {
      paymentMethodsAdapter.upsertOne(state, action.payload);
      state.bind = 'done';
    },
    bindFailed(state) {
      state.bind = 'error';
    },
    /** Shown at once; publicChangeFailed puts the previous value back. */
    publicToggled(state, action: PayloadAction<{ id: number; isPublic: boolean }>) {
      const { id, isPublic } = action.payload;
      paymentMethodsAdapter.updateOne(state, { id, changes: { isPublic } });
      state.publicPending = [...withoutId(state.publicPending, id), id];
    },
    publicChanged(state, action: PayloadAction<PaymentMethod>) {
      paymentMethodsAdapter.upsertOne(state, action.payload);
      state.publicPending = withoutId(state.publicPending, action.payload.id);
    },
    publicChangeFailed(state, action: PayloadAction<{ id: number; isPublic: boolean }>) {
      const { id, isPublic } = action.payload;
      paymentMethodsAdapter.updateOne(state, { id, changes: { isPublic } });
      state.publicPending = withoutId(state.publicPending, id);
    },
    removeRequested(state, action: PayloadAction<number>) {
      state.removal = { id: action.payload, status: 'pending' };
    },
    removed(state, action: PayloadAction<number>) {
      paymentMethodsAdapter.removeOne(state, action.payload);
      if (state.removal.id === action.payload) state.removal.status = 'done';
    },
    removeFailed(state, action: PayloadAction<number>) {
      if (state.removal.id === action.payload) state.removal.status = 'error';
    },
    /** The server's current version of a method, after a live event. */
    reloaded(state, action: PayloadAction<PaymentMethod>) {
      paymentMethodsAdapter.upsertOne(state, action.payload);
    },
    /** Unbound elsewhere (live event, or gone when reloaded). */
    dropped(state, action: PayloadAction<number>) {
      paymentMethodsAdapter.removeOne(state, action.payload);
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
  detailRequested,
  detailLoaded,
  detailFailed,
  bindRequested,
  bound,
  bindFailed,
  publicToggled,
  publicChanged,
  publicChangeFailed,
  removeRequested,
  removed,
  removeFailed,
  reloaded,
  dropped,
} = slice.actions;

export default slice.reducer;
