import type { PersonSession } from '@contract/staff';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { personGroup } from '@/session/person/group';
import { initialPersonState, type PersonState } from '@/session/person/slice';
import { teamGroup } from '@/features/team/group';
import { stateWith } from '../../features/orders/state';

injectFeatureReducers(personGroup);
injectFeatureReducers(teamGroup);

/** A signed-in device with the team's group running: who acts, whether it asks for a PIN. */
export function personStateWith(person: Partial<PersonState> & { active?: PersonSession | null } = {}): RootState {
  const base = rootReducer(stateWith(), { type: 'init' }) as RootState;
  return { ...base, person: { ...initialPersonState(), asksPin: true, ...person } };
}
