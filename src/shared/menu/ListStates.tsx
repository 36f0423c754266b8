import { IonSpinner } from '@ionic/react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListErrorRow } from '@/shared/ui/ListErrorRow';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import type { ListState } from './listState';

interface Props {
  list: ListState | undefined;
  /** Completes 'Não conseguimos carregar {label}..'. */
  label: string;
  /** The row shown when a later page fails, e.g. 'Não foi possível carregar os produtos.'. */
  moreError: string;
  empty: { title: string; text?: string };
  onRetry: () => void;
  onRetryMore: () => void;
  /** Ways out shown with the load error. */
  errorActions?: ReactNode;
  children: ReactNode;
}

/** Loading, load error with retry, the empty state, or the rows: the four faces of every menu list. */
export function ListStates({ list, label, moreError, empty, onRetry, onRetryMore, errorActions, children }: Props) {
  if (!list || (list.status !== 'resolved' && list.status !== 'error' && list.ids.length === 0)) {
    return (
      <div className="ion-padding ion-text-center">
        <IonSpinner aria-label="Carregando" />
      </div>
    );
  }
  if (list.status === 'error') {
    return (
      <LoadErrorState label={label} cause={list.error ?? undefined} onRetry={onRetry}>
        {errorActions}
      </LoadErrorState>
    );
  }
  if (list.status === 'resolved' && list.ids.length === 0) return <EmptyState title={empty.title} text={empty.text} />;
  return (
    <>
      {children}
      {list.more === 'error' ? <ListErrorRow message={moreError} onRetry={onRetryMore} /> : null}
    </>
  );
}
