import type { Action } from '@reduxjs/toolkit';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ChildLink } from './ChildLink';
import type { ListState } from './listState';
import type { PageKey } from './records';

interface Props<S> {
  /** The record whose children are counted: the category of 'Produtos', the product of 'Porções'… */
  parentId: number;
  selectList: (state: S, parentId: number) => ListState | undefined;
  listRequested: (page: PageKey) => Action;
  /** 'Produtos', 'Opcionais', 'Porções', 'Opções'. */
  label: string;
  /** 'Adicione um produto' and its siblings, shown when there is none yet. */
  addLabel: string;
  /** 'Não foi possível carregar os produtos.' and its siblings. */
  errorMessage: string;
  /** The children's list. */
  to: string;
  /** The kind's create modal ('Novo produto'…), opened by addLabel. */
  createModal: (isOpen: boolean, onClose: () => void) => ReactNode;
}

/**
 * On a menu record's details screen, the row that leads to its children: asks for their first page, counts them,
 * and offers to create the first one. The four kinds with children give it their list and their create modal.
 */
export function ChildRecordsLink<S>({ parentId, selectList, listRequested, label, addLabel, errorMessage, to, createModal }: Props<S>) {
  const dispatch = useDispatch();
  const list = useSelector((state: S) => selectList(state, parentId));
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);
  const requestFirstPage = useCallback(() => {
    dispatch(listRequested({ parentId, offset: 0 }));
  }, [dispatch, listRequested, parentId]);

  useEffect(requestFirstPage, [requestFirstPage]);

  return (
    <>
      <ChildLink
        list={list}
        label={label}
        addLabel={addLabel}
        errorMessage={errorMessage}
        to={to}
        onAdd={() => setCreating(true)}
        onRetry={requestFirstPage}
      />
      {createModal(creating, close)}
    </>
  );
}
