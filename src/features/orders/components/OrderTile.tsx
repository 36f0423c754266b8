import { IonItem, IonLabel } from '@ionic/react';
import { memo } from 'react';
import type { Order } from '@contract/ordering';
import { useIsPaneRecord } from '@/shared/layout/Workspace';
import { pathTo } from '@/shared/routing/paths';
import { formatTime, relativeTime } from '@/shared/lib/time';
import { useNow } from '@/shared/lib/useNow';
import { RELATIVE_TIME_TICK_MS } from '@/shared/ui/RelativeTime';
import { lastUpdateOf, minutesWaiting, waitingLevel } from '@/ordering/orders/rules';
import { minutesUnansweredOf, unansweredLabel } from '@/ordering/alerts/rules';
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
  /**
   * Given for a waiting or preparing order: the device's thresholds after which its time turns amber, then red
   * (counted from when the customer placed it).
   */
  waiting?: { amberAfterMin: number; redAfterMin: number };
  /** Nobody took it in the shop's minutes: the server escalated it, and every device alerts louder until someone does. */
  escalated?: boolean;
  /** Its details are open beside the list (a wide screen). */
  selected?: boolean;
  /** It no longer matches the filters: shown finished for a moment before it leaves the list. */
  leaving?: boolean;
}

/** A tile of Pedidos, marked while the pane beside the list shows its order. */
export function OrderTile(props: Omit<Props, 'selected'>) {
  return <OrderTileView {...props} selected={useIsPaneRecord(props.order.id)} />;
}

/** Memoized: a live update of one order must not re-render every tile of a long list. */
const OrderTileView = memo(function OrderTileView({ order, relative, unseen = false, escalated = false, waiting, selected = false, leaving = false }: Props) {
  const updatedAt = lastUpdateOf(order);
  // One clock tick for the tile's one age: the time the spec shows (relative to the last update, or HH:mm on an
  // older day) and, for an order still waiting, the colour of how long it has waited.
  const now = useNow(RELATIVE_TIME_TICK_MS);
  const waited = waiting ? minutesWaiting(order, now) : undefined;
  const level = waiting && waited !== undefined ? waitingLevel(waited, waiting) : undefined;
  const classes = [
    'order-tile',
    unseen && 'order-tile--unseen',
    escalated && 'order-tile--escalated',
    leaving && 'order-tile--leaving',
    selected && 'workspace-selected',
  ];
  return (
    <IonItem
      className={classes.filter(Boolean).join(' ')}
      aria-current={selected ? 'true' : 'false'}
      data-testid={`order-${order.id}`}
      routerLink={pathTo('OrderDetails', { orderId: order.id })}
      detail={false}
      lines="full"
    >
      <IonLabel className="ion-text-wrap">
        <div className="order-tile-head">
          <OrderTypeIcon type={order.type} />
          <h2>{`#${order.code}`}</h2>
          {unseen && !escalated ? <span className="order-tile-new">Novo</span> : null}
          <OrderStatusChip status={order.status} />
        </div>
        {escalated ? (
          <div>
            <span className="order-tile-escalated">{unansweredLabel(Math.max(waited ?? 0, minutesUnansweredOf(order)))}</span>
          </div>
        ) : null}
        <OrderItemLines items={order.items} canceled={order.status === 'canceled'} />
        <OrderQueuedNotice order={order} />
        <div className="order-tile-meta">
          <span>{locationLabelOf(order)}</span>
          <time
            dateTime={updatedAt}
            className={level ? `order-tile-waited order-tile-waited--${level}` : undefined}
            data-waited-min={waited}
          >
            {relative ? relativeTime(updatedAt, now) : formatTime(updatedAt)}
          </time>
        </div>
      </IonLabel>
      <OrderNextAction order={order} />
    </IonItem>
  );
});
