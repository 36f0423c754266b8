import { IonButton } from '@ionic/react';
import type { Action } from '@reduxjs/toolkit';
import { useCallback, type ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { paths } from '@/shared/routing/paths';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import type { VariantTerms } from '@/shared/config';
import { useTerms } from '@/shared/variant';
import type { DetailState } from './listState';
import { RecordDetailsPage } from './RecordDetailsPage';

/** How one kind of menu record fills the details screen every kind shares. */
export interface MenuDetailsConfig<P extends string, R, S> {
  /** The screen's title while the record is not there yet: 'Detalhes', 'Opção'… */
  title: string;
  /** 'o produto', 'a opção'… in the load and address errors. */
  label: string;
  /** The route's parameters, the record's own last: ['itemGroupId', 'itemId']. */
  params: readonly P[];
  /** The list the record belongs to: where 'back' goes while it loads, and the load error's way out. */
  listPath: (ids: Record<P, number>) => string;
  /** That way out's text: 'Ver outros produtos'…, or 'Ver cardápio' in the variant's terms. */
  otherRecords: string | ((terms: VariantTerms) => string);
  /** The address error offers that way out too (the categories', whose list is the menu). */
  offerListOnAddressError?: boolean;
  selectRecord: (state: S, ids: Record<P, number>) => R | undefined;
  selectDetail: (state: S, ids: Record<P, number>) => DetailState;
  loadRequested: (ids: Record<P, number>) => Action;
  /** The record's screen once it is there. */
  Editor: ComponentType<{ record: R; ids: Record<P, number> }>;
}

/**
 * A menu record's details screen, for the route: reads the address (the spec's error when it is wrong), loads the
 * record, shows a spinner or the load error with a way back to its list, and then the record's editor. A change to
 * how a menu details screen behaves is made here, once for the five kinds.
 */
export function menuDetailsScreen<P extends string, R, S>(config: MenuDetailsConfig<P, R, S>): ComponentType {
  const { title, label, listPath, otherRecords, offerListOnAddressError, selectRecord, selectDetail, loadRequested, Editor } = config;

  function ListButton({ to }: { to: string }) {
    const terms = useTerms();
    return (
      <IonButton fill="clear" routerLink={to} routerDirection="back">
        {typeof otherRecords === 'string' ? otherRecords : otherRecords(terms)}
      </IonButton>
    );
  }

  function Details({ ids }: { ids: Record<P, number> }) {
    const dispatch = useDispatch();
    const record = useSelector((state: S) => selectRecord(state, ids));
    const detail = useSelector((state: S) => selectDetail(state, ids));
    const load = useCallback(() => {
      dispatch(loadRequested(ids));
    }, [dispatch, ids]);
    const list = listPath(ids);

    return (
      <RecordDetailsPage
        record={record}
        detail={detail}
        load={load}
        title={title}
        backTo={list}
        label={label}
        elsewhere={<ListButton to={list} />}
      >
        {(record) => <Editor record={record} ids={ids} />}
      </RecordDetailsPage>
    );
  }

  return function MenuDetailsScreen() {
    const params = useRouteParams(...config.params);
    if (!params.ok) {
      return (
        <ParamsErrorPage title={title} label={label} message={params.message} backTo={paths.ItemGroups}>
          {offerListOnAddressError ? <ListButton to={paths.ItemGroups} /> : null}
        </ParamsErrorPage>
      );
    }
    return <Details ids={params.values} />;
  };
}
