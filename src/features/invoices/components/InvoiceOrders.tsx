import { IonChip, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '@ionic/react';
import type { Order } from '@contract/ordering';
import { pathTo } from '@/shared/routing/paths';
import { formatMoney } from '@/shared/lib/money';
import { formatTime } from '@/shared/lib/time';
import { itemKeyOf, statusChipOf } from '@/shared/ordering/orderDisplay';
import '@/shared/ui/status-chips.css';

function OrderBlock({ order }: { order: Order }) {
  const chip = statusChipOf(order.status);
  const canceled = order.status === 'canceled';
  return (
    <IonList data-testid={`invoice-order-${order.id}`}>
      <IonItem lines="full" routerLink={pathTo('OrderDetails', { orderId: order.id })} detail>
        <IonLabel>
          <h2>{`Pedido #${order.code}`}</h2>
          <p>{formatTime(order.createdAt)}</p>
        </IonLabel>
        <IonChip slot="end" className={`status-chip tone-${chip.color}`}>
          {chip.label}
        </IonChip>
      </IonItem>
      {order.items.map((item, index) => (
        <IonItem
          key={itemKeyOf(order.items, index)}
          lines="none"
          className={`invoice-order-line${canceled ? ' invoice-order-canceled' : ''}`}
        >
          <IonLabel className="ion-text-wrap">
            <h3>
              {`${item.quantity}x ${item.name}`}
              {item.portion ? ` (${item.portion.name})` : ''}
            </h3>
            {item.options.length ? (
              <ul className="invoice-item-options">
                {item.options.map((option) => (
                  <li key={option.id}>{`+ ${option.name}`}</li>
                ))}
              </ul>
            ) : null}
          </IonLabel>
          <IonNote slot="end">{formatMoney(item.total)}</IonNote>
        </IonItem>
      ))}
    </IonList>
  );
}

export function InvoiceOrders({ orders }: { orders: readonly Order[] }) {
  return (
    <>
      <IonListHeader>
        <IonLabel>Pedidos</IonLabel>
      </IonListHeader>
      {orders.map((order) => (
        <OrderBlock key={order.id} order={order} />
      ))}
    </>
  );
}
