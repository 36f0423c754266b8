import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { closedTillsOf } from './rules';
import { initialTillState, type TillState } from './slice';

const initial = initialTillState();

// The slice comes with the 'Caixa' screen; before it, nothing is loaded.
export const selectTillState = (state: RootState): TillState => state.till ?? initial;

/** 'Fechamentos de hoje': the day's closed tills, the latest first as the server lists them. */
export const selectDayClosings = createSelector([(state: RootState) => selectTillState(state).day.tills], closedTillsOf);

/** One of the day's tills, for its closing's detail. */
export const selectDayTill = (state: RootState, id: number | null) => selectTillState(state).day.tills.find((till) => till.id === id) ?? null;
