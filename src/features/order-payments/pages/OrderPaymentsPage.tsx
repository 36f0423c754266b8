import {
  IonButton,
  IonContent,
  IonIcon,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonPage,
  IonSpinner,
} from '@ionic/react';
import { cashOutline, filter, filterOutline } from 'ionicons/icons';
import { useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageHeader } from '../../../app/layout/PageHeader';
import { paths } from '../../../app/paths';
import { groupByDay } from '../../../shared/lib/time';
import { useNow } from '../../../shared/lib/useNow';
import { DayGroupedList } from '../../../shared/ui/DayGroupedList';
import { DayHeader } from '../../../shared/ui/DayHeader';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ListErrorRow } from '../../../shared/ui/ListErrorRow';
import { LoadErrorState } from '../../../shared/ui/LoadErrorState';
import { OrderPaymentTile } from '../components/OrderPaymentTile';
import {
  selectAllOrderPayments,
  selectHasDefaultOrderPaymentFilters,
  selectOrderPaymentsMore,
  selectOrderPaymentsPaging,
  selectOrderPaymentsStatus,
  selectPaymentScope,
} from '../selectors';
import { orderPaymentsLoadRequested, orderPaymentsMoreRequested } from '../slice';
import '../components/orderPayments.css';

/** Day headers must flip at midnight without a reload, but a minute late is fine. */
const DAY_CHECK_MS = 60_000;

/** Pixel heights of a day header and a payment tile before they are measured. */
const TILE_ESTIMATE = { header: 41, item: 73 };

export default function OrderPaymentsPage() {
  const dispatch = useAppDispatch();
  const scope = useAppSelector(selectPaymentScope);
  const payments = useAppSelector(selectAllOrderPayments);
  const status = useAppSelector(selectOrderPaymentsStatus);
  const paging = useAppSelector(selectOrderPaymentsPaging);
  const more = useAppSelector(selectOrderPaymentsMore);
  const defaultFilters = useAppSelector(selectHasDefaultOrderPaymentFilters);
  const now = useNow(DAY_CHECK_MS);
  const groups = useMemo(() => groupByDay(payments, (payment) => payment.createAt, now), [payments, now]);
  const infinite = useRef<{ complete: () => Promise<void> } | null>(null);
  const contentRef = useRef<HTMLIonContentElement>(null);

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
          renderItem={(payment, group) => <OrderPaymentTile payment={payment} relative={group.isToday} />}
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
    <IonPage>
      <PageHeader
        title="Pagamentos"
        backTo={paths.More}
        end={
          <IonButton routerLink={paths.ChangeOrderPaymentFilters} aria-label="Filtros">
            <IonIcon slot="icon-only" icon={defaultFilters ? filterOutline : filter} aria-hidden="true" />
          </IonButton>
        }
      />
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
    </IonPage>
  );
}
