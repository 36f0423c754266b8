import { valuesOfForm } from '@/features/options/rules';
import reducer, { optionActions } from '@/features/options/slice';
import { availabilityChanged } from '@/shared/menu/events';
import { option } from '../item-groups/fixtures';

// What every menu record does (paging, loading, creating, saving, removing, its switch) is checked for options in
// __tests__/client/shared/menu/records.test.ts; these are what is an option's own.

const GROUP = 7;

describe('options', () => {
  it('sends the option group, a trimmed name and no empty description', () => {
    expect(valuesOfForm(GROUP, { name: ' Bacon ', description: '', price: 4.5, isAvailable: true })).toEqual({
      groupId: GROUP,
      name: 'Bacon',
      description: null,
      price: 4.5,
      isAvailable: true,
    });
  });

  it('takes an option marked sold out from an order, and leaves products with the same id alone', () => {
    let state = reducer(reducer(undefined, optionActions.listRequested({ parentId: GROUP, offset: 0 })), optionActions.listLoaded({ parentId: GROUP, offset: 0, records: [option(1)], count: 1 }));
    state = reducer(state, availabilityChanged({ kind: 'options', id: 1, available: false }));
    expect(state.entities[1]?.isAvailable).toBe(false);
    state = reducer(state, availabilityChanged({ kind: 'items', id: 1, available: true }));
    expect(state.entities[1]?.isAvailable).toBe(false);
  });
});
