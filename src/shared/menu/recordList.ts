import type { Action } from '@reduxjs/toolkit';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ListState } from './listState';
import type { PageKey } from './records';

/** One kind's paged lists, as the screens that count or show them read them. */
export interface MenuRecordList<S> {
  selectList: (state: S, parentId: number) => ListState | undefined;
  listRequested: (page: PageKey) => Action;
  /** 'Não foi possível carregar os produtos.' and its siblings: a failed count, or a later page that failed. */
  loadFailed: string;
}

/** The list under `parentId`, and a way to ask for one of its pages. */
export function useRecordList<S>({ selectList, listRequested }: MenuRecordList<S>, parentId: number) {
  const dispatch = useDispatch();
  const list = useSelector((state: S) => selectList(state, parentId));
  const load = useCallback((offset: number) => void dispatch(listRequested({ parentId, offset })), [dispatch, listRequested, parentId]);
  return { list, load };
}

/** Asks for the first page while the list has none on its way or in. */
export function useFirstPage(list: ListState | undefined, load: (offset: number) => void) {
  const idle = !list || list.status === 'idle';
  useEffect(() => {
    if (idle) load(0);
  }, [idle, load]);
}
