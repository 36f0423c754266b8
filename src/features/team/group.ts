import { personGroup } from '@/session/person/group';
import team from './slice';
import { teamSaga } from './sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/** 'Equipe': the members' list and its saves. */
export const teamReducers = { team };

export const teamGroup = {
  name: 'team',
  reducers: teamReducers,
  saga: teamSaga,
} satisfies FeatureGroup;

/** What 'Equipe' needs: its list, and the device's person ('Pedir PIN', 'Bloquear após'). */
export const teamScreenGroups = [personGroup, teamGroup];
