import {
  IonContent,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonRefresher,
  IonRefresherContent,
  IonSpinner,
} from '@ionic/react';
import { memo, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useWideLayout } from '@/shared/ui/useWideLayout';
import { cashOutline, searchOutline } from 'ionicons/icons';
import { ActiveFilters, FilterButton } from '@/shared/filters/ActiveFilters';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { paneIdOf, PaneRecordContext, useWorkspacePane, WorkspacePage } from '@/shared/layout/Workspace';
import { useTerms } from '@/shared/variant';
import { groupByDay } from '@/shared/lib/time';
import { useNow } from '@/shared/lib/useNow';
import { CalendarDayHeader } from '@/shared/ui/CalendarDayHeader';
import { DayGroupedList } from '@/shared/ui/DayGroupedList';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListErrorRow } from '@/shared/ui/ListErrorRow';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { InvoiceTile } from '../components/InvoiceTile';
import '../components/invoices.css';
import {
  selectHasDefaultInvoiceFilters,
  selectInvoiceFilterChips,
  selectInvoiceListRows,
  selectInvoiceListError,
  selectInvoiceListRefreshing,
  selectInvoiceListStatus,
  selectInvoicePaging,
  selectMoreInvoices,
} from '../list/selectors';
import { filtersChanged, listLoadRequested, listRefreshRequested, moreRequested } from '../list/slice';
import { lazyChunk } from '@/shared/chunks/lazyChunk';
import { selectPersonMay } from '@/session/person/selectors';

const InvoiceDetails = lazyChunk(() => import('./InvoiceDetailsPage').then((page) => ({ default: page.InvoiceDetails })));
const InvoiceFilters = lazyChunk(() => import('./ChangeInvoiceFiltersPage'));
// Only on a tablet: the phone's Comandas stays as the spec draws it, and never downloads the card.
const TodayCard = lazyChunk(() => import('@/features/day-report/components/TodayCard'));
const PANE_PATHS = [paths.ChangeInvoiceFilters, paths.InvoiceDetails];

/** Day headers change at midnight; a minute is close enough. */
const DAY_CHECK_MS = 60_000;

/** Pixel heights of a calendar day header and an invoice tile before they are measured. */
const TILE_ESTIMATE = { header: 57, item: 89 };

interface Completable {
  complete: () => unknown;
}

/** Ionic's refresher and infinite scroll spin until told the work is done: that is when `pending` drops. */
function useCompleteWhenDone(pending: boolean): (target: Completable) => void {
  const targetRef = useRef<Completable | null>(null);
  useEffect(() => {
    if (!pending && targetRef.current) {
      targetRef.current.complete();
      targetRef.current = null;
    }
  }, [pending]);
  return useCallback((target: Completable) => {
    targetRef.current = target;
  }, []);
}

/**
 * Comandas. Only this shell follows the address (which comanda the pane shows); the list below it does not render
 * again on a tab switch, a page opened or another comanda chosen (the tiles read the chosen one).
 */
export default function InvoicesPage() {
  const terms = useTerms();
  const pane = useWorkspacePane(paths.Invoices, PANE_PATHS);
  const selectedId = paneIdOf(pane, paths.InvoiceDetails, 'invoiceId');
  return (
    <WorkspacePage
      pane={() => {
        if (pane?.path === paths.ChangeInvoiceFilters) return <InvoiceFilters />;
        return selectedId === null ? null : <InvoiceDetails id={selectedId} />;
      }}
      emptyPane={{ icon: cashOutline, title: `Escolha uma ${terms.invoice.toLowerCase()} na lista` }}
    >
      <PaneRecordContext.Provider value={selectedId}>
        <InvoicesList />
      </PaneRecordContext.Provider>
    </WorkspacePage>
  );
}

const InvoicesList = memo(function InvoicesList() {
  const dispatch = useAppDispatch();
  const terms = useTerms();
  const status = useAppSelector(selectInvoiceListStatus);
  const error = useAppSelector(selectInvoiceListError);
  const rows = useAppSelector(selectInvoiceListRows);
  const paging = useAppSelector(selectInvoicePaging);
  const more = useAppSelector(selectMoreInvoices);
  const refreshing = useAppSelector(selectInvoiceListRefreshing);
  const defaultFilters = useAppSelector(selectHasDefaultInvoiceFilters);
  const now = useNow(DAY_CHECK_MS);
  const groups = useMemo(() => groupByDay(rows, (row) => row.createdAt, now), [rows, now]);
  const holdInfinite = useCompleteWhenDone(more.status === 'pending');
  const holdRefresher = useCompleteWhenDone(refreshing);
  const contentRef = useRef<HTMLIonContentElement>(null);
  const filterChips = useAppSelector(selectInvoiceFilterChips);

  useEffect(() => {
    if (status === 'idle') dispatch(listLoadRequested());
  }, [status, dispatch]);

  const wide = useWideLayout();
  const filterButton = <FilterButton to={paths.ChangeInvoiceFilters} count={filterChips.length} />;
  const noun = terms.invoice.toLowerCase();
  // The day's numbers are Resumo's: a person without it (a waiter) sees the list alone.
  const mayViewReport = useAppSelector((state) => selectPersonMay(state, 'reports.view'));

  return (
    <>
      <PageHeader title={terms.invoices} end={filterButton} />
      {wide && mayViewReport ? (
        <Suspense fallback={null}>
          <TodayCard />
        </Suspense>
      ) : null}
      <ActiveFilters chips={filterChips} onDismiss={(next) => dispatch(filtersChanged(next))} />
      <IonContent ref={contentRef}>
        <IonRefresher
          slot="fixed"
          onIonRefresh={(event) => {
            holdRefresher(event.detail);
            dispatch(listRefreshRequested());
          }}
        >
          <IonRefresherContent />
        </IonRefresher>
        {status === 'pending' && rows.length === 0 ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {status === 'error' ? (
          <LoadErrorState label={`suas ${terms.invoices.toLowerCase()}`} cause={error ?? undefined} onRetry={() => dispatch(listLoadRequested())} />
        ) : null}
        {status === 'resolved' && rows.length === 0 ? (
          defaultFilters ? (
            <EmptyState icon={cashOutline} title="Caixa vazio" text="Estamos aguardando o próximo pedido!" />
          ) : (
            <EmptyState icon={searchOutline} title={`Nenhuma ${noun} encontrada`} text="Experimente alterar os filtros." />
          )
        ) : null}
        {rows.length > 0 ? (
          <DayGroupedList
            content={contentRef}
            groups={groups}
            keyOf={(row) => row.id}
            renderHeader={(group) => <CalendarDayHeader day={group.day} label={group.label} />}
            renderItem={(row, group) => <InvoiceTile invoiceId={row.id} relative={group.isToday} />}
            estimate={TILE_ESTIMATE}
          />
        ) : null}
        {more.status === 'error' ? (
          <ListErrorRow message={`Não foi possível carregar mais ${terms.invoices.toLowerCase()}.`} onRetry={() => dispatch(moreRequested())} />
        ) : null}
        <IonInfiniteScroll
          disabled={status !== 'resolved' || !paging.hasMore || more.status === 'error'}
          onIonInfinite={(event) => {
            holdInfinite(event.target);
            dispatch(moreRequested());
          }}
        >
          <IonInfiniteScrollContent />
        </IonInfiniteScroll>
      </IonContent>
    </>
  );
});
