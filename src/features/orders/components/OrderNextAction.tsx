import { IonButton, IonSpinner } from '@ionic/react';
import type { Order } from '@contract/ordering';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { nextOrderActionOf } from '@/ordering/orders/rules';
import { selectPendingOrderAction } from '@/ordering/orders/selectors';
import { selectQueuedOrderCommand } from '@/ordering/outbox/selectors';
import { orderCompleteRequested, orderStartRequested } from '@/ordering/orders/slice';

const steps = {
  start: { label: 'Iniciar', color: 'primary', requested: orderStartRequested },
  complete: { label: 'Pronto', color: 'success', requested: orderCompleteRequested },
} as const;

/** The tile's button for the order's next step: the details screen's command, held while any command for it runs or waits. */
export function OrderNextAction({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => selectPendingOrderAction(state, order.id));
  const queued = useAppSelector((state) => selectQueuedOrderCommand(state, order.id)) !== null;
  const next = nextOrderActionOf(order);
  if (!next) return null;
  const step = steps[next];
  const name = `${step.label} pedido #${order.code}`;
  return (
    <IonButton
      className="order-tile-action"
      color={step.color}
      aria-label={name}
      disabled={pending !== undefined || queued}
      slot="end"
      onClick={(event) => {
        // Inside the tile's link: the tap is the button's alone, it does not open the order.
        event.preventDefault();
        event.stopPropagation();
        dispatch(step.requested(order.id));
      }}
    >
      {pending === next ? <IonSpinner name="dots" aria-hidden="true" /> : step.label}
    </IonButton>
  );
}
