import { IonItem, IonLabel } from '@ionic/react';
import { memo } from 'react';
import type { Order } from '@contract/ordering';
import { pathTo } from '@/shared/routing/paths';
import { formatTime } from '@/shared/lib/time';
import { RelativeTime } from '@/shared/ui/RelativeTime';
import { lastUpdateOf, type WaitingLevel } from '@/ordering/orders/rules';
import { locationLabelOf } from '@/shared/ordering/orderDisplay';
import { OrderItemLines } from './OrderItemLines';
import { OrderNextAction } from './OrderNextAction';
import { OrderQueuedNotice } from './OrderQueuedNotice';
import { OrderStatusChip } from './OrderStatusChip';
import { OrderTypeIcon } from './OrderTypeIcon';

interface Props {
  order: Order;
  /** Today's tiles show how long ago; older days show the time of day under their header. */
  relative: boolean;
  /** A new order nobody opened, started or canceled yet: it stands out until someone does. */
  unseen?: boolean;
  /** How long a waiting or preparing order has waited, and whether that is too long. */
  waited?: { minutes: number; level: WaitingLevel };
  /** Its details are open beside the list (a wide screen). */
  selected?: boolean;
  /** It no longer matches the filters: shown finished for a moment before it leaves the list. */
  leaving?: boolean;
}

/** Memoized: a live update of one order must not re-render every tile of a long list. */
export const OrderTile = memo(function OrderTile({ order, relative, unseen = false, waited, selected = false, leaving = false }: Props) {
  const updatedAt = lastUpdateOf(order);
  const classes = ['order-tile', unseen && 'order-tile--unseen', leaving && 'order-tile--leaving', selected && 'workspace-selected'];
  return (
    <IonItem
      className={classes.filter(Boolean).join(' ')}
      aria-current={selected ? 'true' : undefined}
      data-testid={`order-${order.id}`}
      routerLink={pathTo('OrderDetails', { orderId: order.id })}
      detail={false}
      lines="full"
    >
      <IonLabel className="ion-text-wrap">
        <div className="order-tile-head">
          <OrderTypeIcon type={order.type} />
          <h2>{`#${order.code}`}</h2>
          {unseen ? <span className="order-tile-new">Novo</span> : null}
          <OrderStatusChip status={order.status} />
        </div>
        <OrderItemLines items={order.items} canceled={order.status === 'canceled'} />
        {waited ? (
          <p className={`order-tile-waited order-tile-waited--${waited.level}`}>{`Esperando há ${waited.minutes} min`}</p>
        ) : null}
        <OrderQueuedNotice order={order} />
        <div className="order-tile-meta">
          <span>{locationLabelOf(order)}</span>
          {relative ? <RelativeTime date={updatedAt} /> : <time dateTime={updatedAt}>{formatTime(updatedAt)}</time>}
        </div>
      </IonLabel>
      <OrderNextAction order={order} />
    </IonItem>
  );
});
