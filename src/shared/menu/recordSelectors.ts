import { createSelector, type EntityAdapter } from '@reduxjs/toolkit';
import { countOf, detailOf } from './listState';
import type { MenuRecord, MenuRecordsState } from './records';

/** What every menu screen reads of its records; a feature exports these under its own names. */
export function menuRecordSelectors<R extends MenuRecord, State>(
  adapter: EntityAdapter<R, number>,
  selectSlice: (state: State) => MenuRecordsState<R>,
) {
  const { selectById } = adapter.getSelectors(selectSlice);
  const selectList = (state: State, parentId: number) => selectSlice(state).lists[parentId];
  return {
    selectById,
    selectList,
    /** How many records the list has on the server ('Produtos (n)'), or null while unknown. */
    selectCount: (state: State, parentId: number) => countOf(selectList(state, parentId)),
    /** The loaded records of a list, in its order. */
    selectListed: createSelector(
      [(state: State, parentId: number) => selectList(state, parentId)?.ids, (state: State) => selectSlice(state).entities],
      (ids, entities): R[] => (ids ?? []).flatMap((id) => (entities[id] ? [entities[id]] : [])),
    ),
    selectDetail: (state: State, id: number) => detailOf(selectSlice(state).details, id),
    selectCreation: (state: State) => selectSlice(state).create,
    selectIsToggling: (state: State, id: number) => selectSlice(state).toggling.includes(id),
    selectSave: (state: State) => selectSlice(state).save,
    selectRemoval: (state: State) => selectSlice(state).remove,
  };
}
