import {
  IonButton,
  IonContent,
  IonIcon,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonList,
  IonPage,
  IonSpinner,
} from '@ionic/react';
import { cashOutline, filter, filterOutline } from 'ionicons/icons';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageHeader } from '../../../app/layout/PageHeader';
import { paths } from '../../../app/paths';
import { LiveStatusBar } from '../../../live/LiveStatusBar';
import { groupByDay } from '../../../shared/lib/time';
import { useNow } from '../../../shared/lib/useNow';
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

  useEffect(() => {
    if (scope) dispatch(orderPaymentsLoadRequested());
  }, [dispatch, scope]);

  useEffect(() => {
    if (more.status !== 'pending') void infinite.current?.complete();
  }, [more.status]);

  let content;
  if (payments.length > 0) {
    content = (
      <IonList>
        {groups.map((group) => (
          <Fragment key={group.key}>
            {group.isToday ? null : <DayHeader label={group.label} />}
            {group.items.map((payment) => (
              <OrderPaymentTile key={payment.id} payment={payment} relative={group.isToday} />
            ))}
          </Fragment>
        ))}
        {more.status === 'error' ? (
          <ListErrorRow message="Não foi possível carregar mais pagamentos." onRetry={() => dispatch(orderPaymentsMoreRequested())} />
        ) : null}
      </IonList>
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
      <LiveStatusBar />
      <IonContent>
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
