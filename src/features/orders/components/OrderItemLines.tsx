import type { OrderItem } from '@contract/ordering';
import { formatMoney } from '@/shared/lib/money';
import { itemChoicesOf } from '@/ordering/orders/rules';
import { itemKeyOf } from '@/shared/ordering/orderDisplay';

interface Props {
  items: OrderItem[];
  canceled?: boolean;
  /** Details show each line's total; the tile keeps to what the kitchen needs. */
  withPrices?: boolean;
}

/** 'quantity x name' lines with the chosen portion and options under each. */
export function OrderItemLines({ items, canceled = false, withPrices = false }: Props) {
  return (
    <ul className={`order-items${canceled ? ' order-items-canceled' : ''}`}>
      {items.map((item, index) => {
        const choices = itemChoicesOf(item);
        return (
          <li key={itemKeyOf(items, index)}>
            <span className="order-item-line">
              <span className="order-item-name">
                <span className="order-item-qty">{`${item.quantity}x`}</span> {item.name}
              </span>
              {withPrices ? <span className="order-item-price">{formatMoney(item.total)}</span> : null}
            </span>
            {choices ? <span className="order-item-choices">{choices}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
