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
  pendingItems: readonly number[];
  onToggle: (itemId: number, done: boolean) => void;
  onBump: () => void;
}

const ageOf = (order: Order, now: number) => `${minutesWaiting(order, now)} min`;

/** One order on the kitchen screen: its header bumps it, each item ticks done or back. */
export function KitchenTicket({ ticket, keyNumber, selected, now, thresholds, pendingItems, onToggle, onBump }: Props) {
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
      <button type="button" className="kitchen-ticket-header" onClick={onBump} disabled={canceled}>
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
                onClick={() => onToggle(item.id, !done)}
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
}
