import { IonContent, IonFab, IonFabButton, IonIcon, IonList, IonPage } from '@ionic/react';
import { add } from 'ionicons/icons';
import { useCallback, useState, type ReactNode } from 'react';
import { PageHeader } from '@/shared/ui/PageHeader';
import { InfiniteMore } from './InfiniteMore';
import { nextOffsetOf } from './listState';
import { ListStates } from './ListStates';
import { useMenuNavigator } from './navigation';
import { useFirstPage, useRecordList, type MenuRecordList } from './recordList';

interface Props<S> {
  records: MenuRecordList<S>;
  /** The record the list belongs to (SHOP_LIST for the categories). */
  parentId: number;
  header: { title: string; subtitle?: string; backTo?: string; end?: ReactNode };
  /** 'os produtos'… completing the load error's text. */
  label: string;
  empty: { title: string; text?: string };
  /** Ways out shown with the load error. */
  errorActions?: ReactNode;
  /** 'Novo produto'…: the add button's name; null hides the button (while the list is reordered). */
  newLabel: string | null;
  /** The kind's create modal, opened by the add button. */
  createModal: (isOpen: boolean, onClose: () => void) => ReactNode;
  /** The screen's other dialogs (the menu's cover). */
  dialogs?: ReactNode;
  /** Below the list: the reorder's 'Cancelar' and 'Salvar'. */
  footer?: ReactNode;
  /** The records' tiles. */
  children: ReactNode;
}

/**
 * A menu list screen: its header, the first page asked for, the list's loading, error and empty faces, the next
 * pages near its end, and the add button with the kind's create modal.
 */
export function RecordListPage<S>({ records, parentId, header, label, empty, errorActions, newLabel, createModal, dialogs, footer, children }: Props<S>) {
  useMenuNavigator();
  const { list, load } = useRecordList(records, parentId);
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);
  useFirstPage(list, load);

  return (
    <IonPage>
      <PageHeader {...header} />
      <IonContent>
        <ListStates
          list={list}
          label={label}
          moreError={records.loadFailed}
          empty={empty}
          onRetry={() => load(0)}
          onRetryMore={() => load(nextOffsetOf(list))}
          errorActions={errorActions}
        >
          <IonList>{children}</IonList>
        </ListStates>
        <InfiniteMore list={list} onMore={() => load(nextOffsetOf(list))} />
        {newLabel === null ? null : (
          <IonFab slot="fixed" vertical="bottom" horizontal="end">
            <IonFabButton aria-label={newLabel} onClick={() => setCreating(true)}>
              <IonIcon icon={add} aria-hidden="true" />
            </IonFabButton>
          </IonFab>
        )}
        {createModal(creating, close)}
        {dialogs}
      </IonContent>
      {footer}
    </IonPage>
  );
}
