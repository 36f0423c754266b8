import { IonButton, IonChip, IonContent, IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonSpinner } from '@ionic/react';
import { printOutline, walletOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import type { Invoice, Order } from '@contract/ordering';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { pathTo, paths } from '@/shared/routing/paths';
import { useTerms } from '@/shared/variant';
import { formatMoney } from '@/shared/lib/money';
import { ListErrorRow } from '@/shared/ui/ListErrorRow';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { selectBusinessUnit } from '@/session/selectors';
import { OrderActions } from '../components/OrderActions';
import { OrderCustomer } from '../components/OrderCustomer';
import { OrderItemLines } from '../components/OrderItemLines';
import { OrderAvailability } from '@/features/sold-out/components/OrderAvailability';
import { HistorySection } from '@/features/history/components/HistorySection';
import { OrderReceipt } from '../components/OrderReceipt';
import { OrderStatusChip } from '../components/OrderStatusChip';
import { OrderTimeline } from '../components/OrderTimeline';
import { OrderTypeIcon } from '../components/OrderTypeIcon';
import { usePrintReceipt } from '@/features/printing/usePrintReceipt';
import { ticketRequested } from '@/features/printing/slice';
import { paymentChipOf } from '@/ordering/orders/rules';
import { locationLabelOf } from '@/shared/ordering/orderDisplay';
import { selectShopScope } from '@/session/scope';
import { selectOrderById, selectOrderDetails } from '@/ordering/orders/selectors';
import { orderDetailsClosed, orderDetailsOpened, orderDetailsRefreshRequested } from '@/ordering/orders/slice';
import '../components/orders.css';

const FALLBACK_TITLE = 'Detalhes do pedido';

export default function OrderDetailsPage() {
  const params = useRouteParams('orderId');
  if (!params.ok) {
    return <ParamsErrorPage title={FALLBACK_TITLE} label="o pedido" message={params.message} backTo={paths.Orders} />;
  }
  return <OrderDetails orderId={params.values.orderId} />;
}

/** The order beside Pedidos on a wide screen. */
export function OrderDetails({ orderId }: { orderId: number }) {
  const dispatch = useAppDispatch();
  const scope = useAppSelector(selectShopScope);
  const order = useAppSelector((state) => selectOrderById(state, orderId));
  const details = useAppSelector((state) => selectOrderDetails(state, orderId));
  const shop = useAppSelector(selectBusinessUnit);
  const { printing, print } = usePrintReceipt();
  // A paired thermal printer prints the ticket again without the browser's dialog.
  const thermalPrinter = useAppSelector((state) => Boolean(state.printing?.printer));
  const invoice = details?.invoice ?? null;

  useEffect(() => {
    if (!scope) return undefined;
    dispatch(orderDetailsOpened(orderId));
    return () => {
      dispatch(orderDetailsClosed(orderId));
    };
  }, [dispatch, orderId, scope]);

  let content;
  if (order) {
    content = <OrderBody order={order} invoice={invoice} invoiceError={details?.invoiceError ?? null} />;
  } else if (details?.status === 'error') {
    content = <LoadErrorState label="o pedido" onRetry={() => dispatch(orderDetailsRefreshRequested(orderId))} />;
  } else {
    content = (
      <div className="orders-loading">
        <IonSpinner aria-label="Carregando" />
      </div>
    );
  }

  const title = order ? `Pedido #${order.code}` : FALLBACK_TITLE;
  return (
    <PageFrame label={title}>
      <PageHeader
        title={title}
        backTo={paths.Orders}
        end={
          order ? (
            <>
              {thermalPrinter ? (
                <IonButton onClick={() => dispatch(ticketRequested({ orderId, again: true }))}>Reimprimir</IonButton>
              ) : null}
              {/* The ticket carries the comanda's delivery address, fee and change: it waits for it (or its error). */}
              <IonButton aria-label="Imprimir" onClick={print} disabled={!invoice && !details?.invoiceError}>
                <IonIcon slot="icon-only" icon={printOutline} aria-hidden="true" />
              </IonButton>
            </>
          ) : undefined
        }
      />
      <IonContent>{content}</IonContent>
      {order ? <OrderActions order={order} invoice={invoice} /> : null}
      {order && printing ? <OrderReceipt order={order} invoice={invoice} shopName={shop?.name ?? null} /> : null}
    </PageFrame>
  );
}

function OrderBody({ order, invoice, invoiceError }: { order: Order; invoice: Invoice | null; invoiceError: string | null }) {
  const dispatch = useAppDispatch();
  const terms = useTerms();
  const location = locationLabelOf(order);
  return (
    <div className="order-details-body">
      <div className="order-details-summary">
        <OrderStatusChip status={order.status} />
        {invoice ? (
          <IonChip className="order-chip" outline>
            <IonIcon icon={walletOutline} aria-hidden="true" />
            <IonLabel>{paymentChipOf(invoice)}</IonLabel>
          </IonChip>
        ) : null}
      </div>
      {invoiceError ? (
        <ListErrorRow
          message={`Não foi possível carregar a ${terms.invoice.toLowerCase()}.`}
          onRetry={() => dispatch(orderDetailsRefreshRequested(order.id))}
        />
      ) : null}
      <IonList>
        <IonListHeader>
          <IonLabel>Local</IonLabel>
        </IonListHeader>
        <IonItem lines="none">
          <OrderTypeIcon type={order.type} slot="start" />
          <IonLabel className="ion-text-wrap">{location || '—'}</IonLabel>
        </IonItem>
      </IonList>
      {invoice ? <OrderCustomer invoice={invoice} /> : null}
      <IonList className="order-details-items">
        <IonListHeader>
          <IonLabel>Itens</IonLabel>
        </IonListHeader>
        <IonItem lines="none">
          <IonLabel className="ion-text-wrap">
            <OrderItemLines items={order.items} canceled={order.status === 'canceled'} withPrices />
            <div className="order-details-total">
              <span>Total</span>
              <span>{formatMoney(order.total)}</span>
            </div>
          </IonLabel>
        </IonItem>
      </IonList>
      {/* Once the comanda is in (or failed): the customer's lines it brings sit above, and a button pushed down under
          a tap loses that tap or hands it to whatever took its place. */}
      {invoice || invoiceError ? <OrderAvailability order={order} /> : null}
      <OrderTimeline order={order} />
      <IonList>
        <IonItem routerLink={pathTo('InvoiceDetails', { invoiceId: order.invoiceId })} detail>
          <IonLabel>{invoice ? `${terms.invoice} #${invoice.code}` : `Ver ${terms.invoice.toLowerCase()}`}</IonLabel>
        </IonItem>
      </IonList>
      <HistorySection subject={{ kind: 'order', id: order.id }} />
    </div>
  );
}
