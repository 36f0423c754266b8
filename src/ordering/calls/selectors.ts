import { createSelector } from '@reduxjs/toolkit';
import type { TableCall } from '@contract/calls';
import type { RootState } from '@/app/rootReducer';
import { isEscalatedCall, isWaitingCall } from './rules';

// Apart from the slice, so the tab bar reads them without bringing the reducer into its chunk.
const selectCallsState = (state: RootState) => state.tableCalls;

export const selectAllCalls = createSelector(selectCallsState, (state) =>
  state.ids.map((id) => state.entities[id]).filter((call): call is TableCall => call !== undefined),
);

/** Calls nobody has claimed, oldest first: what alerts. */
export const selectWaitingCalls = createSelector(selectAllCalls, (calls) => calls.filter(isWaitingCall));
export const selectWaitingCallIds = createSelector(selectWaitingCalls, (calls) => calls.map((call) => call.id));
export const selectWaitingCallCount = (state: RootState) => selectWaitingCalls(state).length;
/** Waiting calls the server escalated: while any is, the louder alert plays, faster. */
export const selectEscalatedCallCount = (state: RootState) => selectWaitingCalls(state).filter(isEscalatedCall).length;

/** Claimed and waiting calls first (the server's order: oldest first), then the ones done this hour. */
export const selectOpenCalls = createSelector(selectAllCalls, (calls) => calls.filter((call) => call.status !== 'done'));
export const selectDoneCalls = createSelector(selectAllCalls, (calls) => calls.filter((call) => call.status === 'done'));

export const selectCallsLoadStatus = (state: RootState) => selectCallsState(state).status;
export const selectCallPending = (state: RootState, id: number) => selectCallsState(state).pending[id];
export const selectCallById = (state: RootState, id: number): TableCall | undefined => selectCallsState(state).entities[id];
