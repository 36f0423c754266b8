import { memo } from 'react';
import type { Order } from '@contract/ordering';
import { formatTime } from '@/shared/lib/time';
import { locationLabelOf } from '@/shared/ordering/orderDisplay';
import { itemChoicesOf, minutesWaiting, waitingLevel, type WaitingThresholds } from '@/ordering/orders/rules';
import { waitsAtCounter, type Ticket } from '../rules';

interface Props {
  ticket: Ticket;
  /** Its number for the keypad (1 to 9, then 0 for the tenth); none past ten. */
  keyNumber: number | null;
  selected: boolean;
  now: number;
  /** The shop's (Mais → 'Estações'), the same on every kitchen screen. */
  thresholds: WaitingThresholds;
  /** Every item whose tick is on its way, on any ticket. */
  pendingItems: readonly number[];
  onToggle: (orderId: number, itemId: number, done: boolean) => void;
  onBump: (orderId: number) => void;
}

const ageOf = (order: Order, now: number) => `${minutesWaiting(order, now)} min`;

/**
 * Whether a ticket shows the same as before: a tick on one of 60 tickets renders that ticket alone. The order and
 * its lines are the store's own copies, replaced only when they change.
 */
function showsTheSame(before: Props, after: Props): boolean {
  const [was, is] = [before.ticket, after.ticket];
  return (
    was.order === is.order &&
    was.canceled === is.canceled &&
    was.items.length === is.items.length &&
    was.items.every((item, index) => item === is.items[index]) &&
    is.items.every((item) => before.pendingItems.includes(item.id) === after.pendingItems.includes(item.id)) &&
    before.keyNumber === after.keyNumber &&
    before.selected === after.selected &&
    before.now === after.now &&
    before.thresholds === after.thresholds &&
    before.onToggle === after.onToggle &&
    before.onBump === after.onBump
  );
}

/** One order on the kitchen screen: its header bumps it, each item ticks done or back. */
export const KitchenTicket = memo(function KitchenTicket({ ticket, keyNumber, selected, now, thresholds, pendingItems, onToggle, onBump }: Props) {
  const { order, items, canceled } = ticket;
  const level = waitingLevel(minutesWaiting(order, now), thresholds);
  const classes = [
    'kitchen-ticket',
    `kitchen-ticket--${level}`,
    waitsAtCounter(order) ? 'kitchen-ticket--counter' : '',
    selected ? 'kitchen-ticket--selected' : '',
    canceled ? 'kitchen-ticket--canceled' : '',
  ];
  return (
    <article className={classes.filter(Boolean).join(' ')} aria-label={`Pedido ${order.code}`} data-testid={`kitchen-ticket-${order.id}`}>
      <button type="button" className="kitchen-ticket-header" onClick={() => onBump(order.id)} disabled={canceled}>
        {/* Read first by a screen reader; the visible text follows, so the button's name holds what is seen. */}
        <span className="kitchen-hidden-label">Concluir pedido </span>
        <span className="kitchen-ticket-code">
          {keyNumber !== null ? <span className="kitchen-ticket-key">{keyNumber}</span> : null} #{order.code}{' '}
        </span>
        <span className="kitchen-ticket-age">{ageOf(order, now)} </span>
        <span className="kitchen-ticket-place">{locationLabelOf(order)}</span>
      </button>
      {canceled ? <p className="kitchen-ticket-canceled">Cancelado</p> : null}
      <ul className="kitchen-items">
        {items.map((item) => {
          const done = Boolean(item.preparedAt);
          const choices = itemChoicesOf(item);
          return (
            <li key={item.id}>
              <button
                type="button"
                className={`kitchen-item${done ? ' kitchen-item--done' : ''}`}
                aria-pressed={done}
                disabled={canceled || pendingItems.includes(item.id)}
                onClick={() => onToggle(order.id, item.id, !done)}
              >
                <span className="kitchen-item-line">
                  <strong className="kitchen-item-quantity">{item.quantity}x</strong> {item.name}
                </span>
                {choices ? <span className="kitchen-item-choices">{choices}</span> : null}
                {done && item.preparedAt ? (
                  <span className="kitchen-item-done">{`${item.preparedBy ?? ''} · ${formatTime(item.preparedAt)}`}</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </article>
  );
}, showsTheSame);
