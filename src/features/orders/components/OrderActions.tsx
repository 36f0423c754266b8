import { IonButton, IonFooter, IonSpinner, IonToolbar } from '@ionic/react';
import type { Invoice, Order } from '@contract/ordering';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useConfirm } from '@/shared/ui/useConfirm';
import { canCancelOrder, canCompleteOrder, canStartOrder, hasAnyAction } from '@/ordering/orders/rules';
import { selectPendingOrderAction } from '@/ordering/orders/selectors';
import { selectQueuedOrderCommand } from '@/ordering/outbox/selectors';
import { orderCancelRequested, orderCompleteRequested, orderStartRequested } from '@/ordering/orders/slice';
import { OrderQueuedNotice } from './OrderQueuedNotice';

/** Cancelar / Iniciar / Pronto: only when one applies, each as the rules allow, all held while one runs or waits. */
export function OrderActions({ order, invoice }: { order: Order; invoice: Invoice | null }) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const pending = useAppSelector((state) => selectPendingOrderAction(state, order.id));
  const queued = useAppSelector((state) => selectQueuedOrderCommand(state, order.id)) !== null;
  if (!hasAnyAction(order, invoice)) return null;
  // A command waiting for the link holds the buttons as one running does.
  const busy = pending !== undefined || queued;
  const label = (text: string, action: string) => (pending === action ? <IonSpinner name="dots" aria-label={text} /> : text);

  const cancel = async () => {
    if (await confirm({ message: 'Tem certeza que quer cancelar esse pedido?' })) dispatch(orderCancelRequested(order.id));
  };

  return (
    <IonFooter className="no-print">
      <IonToolbar>
        <div className="order-actions-queued">
          <OrderQueuedNotice order={order} />
        </div>
        <div className="order-actions">
          <IonButton color="danger" fill="outline" disabled={busy || !canCancelOrder(order, invoice)} onClick={() => void cancel()}>
            {label('Cancelar', 'cancel')}
          </IonButton>
          <IonButton color="primary" disabled={busy || !canStartOrder(order)} onClick={() => dispatch(orderStartRequested(order.id))}>
            {label('Iniciar', 'start')}
          </IonButton>
          <IonButton color="success" disabled={busy || !canCompleteOrder(order)} onClick={() => dispatch(orderCompleteRequested(order.id))}>
            {label('Pronto', 'complete')}
          </IonButton>
        </div>
      </IonToolbar>
    </IonFooter>
  );
}
