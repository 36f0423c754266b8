import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { membersAdapter } from './slice';

const adapterSelectors = membersAdapter.getSelectors();
const EMPTY: never[] = [];

/** 'Equipe''s members, the active first, by name. */
export const selectMembers = createSelector([(state: RootState) => state.team?.members], (members) => (members ? adapterSelectors.selectAll(members) : EMPTY));

/** One member as 'Equipe' last read them, their own e-mail sign-in included. */
export const selectTeamMember = (state: RootState, id: number) => state.team?.members.entities[id] ?? null;
