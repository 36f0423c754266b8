import {
  IonContent,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonSpinner,
} from '@ionic/react';
import { cashOutline } from 'ionicons/icons';
import { ActiveFilters, FilterButton } from '@/shared/filters/ActiveFilters';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { pathTo, paths, workspacePaths } from '@/shared/routing/paths';
import { paneIdOf, useWorkspacePane, WorkspacePage } from '@/shared/layout/Workspace';
import { useWideLayout } from '@/shared/ui/useWideLayout';
import { groupByDay } from '@/shared/lib/time';
import { useNow } from '@/shared/lib/useNow';
import { DayGroupedList } from '@/shared/ui/DayGroupedList';
import { DayHeader } from '@/shared/ui/DayHeader';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListErrorRow } from '@/shared/ui/ListErrorRow';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { selectShopScope } from '@/session/scope';
import { OrderPaymentTile } from '../components/OrderPaymentTile';
import {
  selectShownOrderPayments,
  selectHasDefaultOrderPaymentFilters,
  selectOrderPaymentFilterChips,
  selectOrderPaymentsMore,
  selectOrderPaymentsPaging,
  selectOrderPaymentsStatus,
} from '../view/selectors';
import { orderPaymentFiltersChanged, orderPaymentsLoadRequested, orderPaymentsMoreRequested } from '../view/slice';
import '../components/orderPayments.css';
import { lazyChunk } from '@/shared/chunks/lazyChunk';

/** Day headers must flip at midnight without a reload, but a minute late is fine. */
const DAY_CHECK_MS = 60_000;

/** Pixel heights of a day header and a payment tile before they are measured. */
const TILE_ESTIMATE = { header: 41, item: 73 };

const InvoiceDetails = lazyChunk(() =>
  import('@/features/invoices/pages/InvoiceDetailsPage').then((page) => ({ default: page.InvoiceDetails })),
);
const PANE_PATHS = [workspacePaths.OrderPaymentInvoice];

const EMPTY_PANE = { icon: cashOutline, title: 'Escolha um pagamento na lista' };

/**
 * Pagamentos. Only this shell follows the address (which comanda the pane shows); the list below it renders again
 * only when the chosen comanda changes, not on every tab switch or page opened elsewhere.
 */
export default function OrderPaymentsPage() {
  // A tap opens the invoice the payment settles: beside the list on a wide screen, on its own screen on a phone.
  const pane = useWorkspacePane(paths.OrderPayments, PANE_PATHS);
  const selectedInvoiceId = paneIdOf(pane, workspacePaths.OrderPaymentInvoice, 'invoiceId');
  return (
    <WorkspacePage
      pane={() => (selectedInvoiceId === null ? null : <InvoiceDetails id={selectedInvoiceId} />)}
      emptyPane={EMPTY_PANE}
    >
      <OrderPaymentsList selectedInvoiceId={selectedInvoiceId} />
    </WorkspacePage>
  );
}

const OrderPaymentsList = memo(function OrderPaymentsList({ selectedInvoiceId }: { selectedInvoiceId: number | null }) {
  const dispatch = useAppDispatch();
  const scope = useAppSelector(selectShopScope);
  const payments = useAppSelector(selectShownOrderPayments);
  const status = useAppSelector(selectOrderPaymentsStatus);
  const paging = useAppSelector(selectOrderPaymentsPaging);
  const more = useAppSelector(selectOrderPaymentsMore);
  const defaultFilters = useAppSelector(selectHasDefaultOrderPaymentFilters);
  const now = useNow(DAY_CHECK_MS);
  const groups = useMemo(() => groupByDay(payments, (payment) => payment.createAt, now), [payments, now]);
  const infinite = useRef<{ complete: () => Promise<void> } | null>(null);
  const contentRef = useRef<HTMLIonContentElement>(null);
  const filterChips = useAppSelector(selectOrderPaymentFilterChips);
  const wide = useWideLayout();
  const invoiceLinkOf = (invoiceId: number) =>
    wide ? workspacePaths.OrderPaymentInvoice.replace(':invoiceId', String(invoiceId)) : pathTo('InvoiceDetails', { invoiceId });

  useEffect(() => {
    if (scope) dispatch(orderPaymentsLoadRequested());
  }, [dispatch, scope]);

  useEffect(() => {
    if (more.status !== 'pending') void infinite.current?.complete();
  }, [more.status]);

  let content;
  if (payments.length > 0) {
    content = (
      <>
        <DayGroupedList
          content={contentRef}
          groups={groups}
          keyOf={(payment) => payment.id}
          renderHeader={(group) => <DayHeader label={group.label} />}
          renderItem={(payment, group) => <OrderPaymentTile
              payment={payment}
              relative={group.isToday}
              href={invoiceLinkOf(payment.ownerId)}
              selected={payment.ownerId === selectedInvoiceId}
            />}
          estimate={TILE_ESTIMATE}
        />
        {more.status === 'error' ? (
          <ListErrorRow message="Não foi possível carregar mais pagamentos." onRetry={() => dispatch(orderPaymentsMoreRequested())} />
        ) : null}
      </>
    );
  } else if (status === 'error') {
    content = <LoadErrorState label="seus pagamentos" onRetry={() => dispatch(orderPaymentsLoadRequested())} />;
  } else if (status === 'resolved') {
    content = (
      <EmptyState
        icon={cashOutline}
        title="Nenhum pagamento encontrado"
        text={defaultFilters ? undefined : 'Experimente alterar os filtros.'}
      />
    );
  } else {
    content = (
      <div className="payments-loading">
        <IonSpinner aria-label="Carregando" />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Pagamentos"
        backTo={paths.More}
        end={<FilterButton to={paths.ChangeOrderPaymentFilters} count={filterChips.length} />}
      />
      <ActiveFilters chips={filterChips} onDismiss={(next) => dispatch(orderPaymentFiltersChanged(next))} />
      <IonContent ref={contentRef}>
        {content}
        <IonInfiniteScroll
          disabled={!paging.hasMore || more.status === 'error'}
          onIonInfinite={(event) => {
            infinite.current = event.target;
            dispatch(orderPaymentsMoreRequested());
          }}
        >
          <IonInfiniteScrollContent />
        </IonInfiniteScroll>
      </IonContent>
    </>
  );
});
