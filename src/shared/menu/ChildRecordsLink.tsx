import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ChildLink } from './ChildLink';
import { useRecordList, type MenuRecordList } from './recordList';

interface Props<S> {
  /** The children's kind: its lists and their failure's text. */
  records: MenuRecordList<S>;
  /** The record whose children are counted: the category of 'Produtos', the product of 'Porções'… */
  parentId: number;
  /** 'Produtos', 'Opcionais', 'Porções', 'Opções'. */
  label: string;
  /** 'Adicione um produto' and its siblings, shown when there is none yet. */
  addLabel: string;
  /** The children's list. */
  to: string;
  /** The kind's create modal ('Novo produto'…), opened by addLabel. */
  createModal: (isOpen: boolean, onClose: () => void) => ReactNode;
}

/**
 * On a menu record's details screen, the row that leads to its children: asks for their first page, counts them,
 * and offers to create the first one. The four kinds with children give it their list and their create modal.
 */
export function ChildRecordsLink<S>({ records, parentId, label, addLabel, to, createModal }: Props<S>) {
  const { list, load } = useRecordList(records, parentId);
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);
  const requestFirstPage = useCallback(() => load(0), [load]);

  useEffect(requestFirstPage, [requestFirstPage]);

  return (
    <>
      <ChildLink
        list={list}
        label={label}
        addLabel={addLabel}
        errorMessage={records.loadFailed}
        to={to}
        onAdd={() => setCreating(true)}
        onRetry={requestFirstPage}
      />
      {createModal(creating, close)}
    </>
  );
}
