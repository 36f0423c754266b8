import type { Order } from '@contract/ordering';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { OrderAction } from '@/ordering/orders/rules';
import { selectOutboxSending, selectQueuedOrderCommand } from '@/ordering/outbox/selectors';
import { queuedCommandUndone } from '@/ordering/outbox/slice';
import { QueuedNotice } from '@/shared/ui/QueuedNotice';

const actionLabels: Record<OrderAction, string> = { start: 'Iniciar', complete: 'Pronto', cancel: 'Cancelar' };

/** A command taken on the order with the link down, on its tile and record, with 'Desfazer' until it is sent. */
export function OrderQueuedNotice({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectQueuedOrderCommand(state, order.id));
  const sending = useAppSelector(selectOutboxSending);
  if (!entry || entry.command.kind !== 'order') return null;
  const what = actionLabels[entry.command.action];
  return (
    <QueuedNotice
      what={what}
      undoLabel={`Desfazer ${what} do pedido #${order.code}`}
      sending={sending === entry.key}
      onUndo={() => dispatch(queuedCommandUndone(entry))}
      testId={`order-queued-${order.id}`}
    />
  );
}
