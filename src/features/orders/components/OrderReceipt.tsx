import { format } from 'date-fns';
import { createPortal } from 'react-dom';
import type { Invoice, Order } from '../../../../contract/ordering';
import { formatMoney } from '../../../shared/lib/money';
import { toDate } from '../../../shared/lib/time';
import { addressLinesOf } from '../../../shared/ordering/address';
import { phoneLabelOf } from '../rules';
import { itemKeyOf, locationLabelOf, statusChipOf } from '../../../shared/ordering/orderDisplay';
import './OrderReceipt.css';

interface Props {
  order: Order;
  invoice: Invoice | null;
  shopName: string | null;
}

/** The kitchen ticket: rendered straight into <body>, outside Ionic's scrolling shell, which prints badly. */
export function OrderReceipt({ order, invoice, shopName }: Props) {
  return createPortal(
    <section className="order-receipt" aria-hidden="true">
      {shopName ? <h1>{shopName}</h1> : null}
      <p className="receipt-strong">{`Pedido #${order.code}`}</p>
      <p>{format(toDate(order.createdAt), 'dd/MM/yyyy HH:mm')}</p>
      <p>{locationLabelOf(order)}</p>
      {invoice?.name ? <p>{`Cliente: ${invoice.name}`}</p> : null}
      {invoice?.mobile ? <p>{`Tel.: ${phoneLabelOf(invoice.mobile)}`}</p> : null}
      {/* Whoever takes a delivery out needs the address on the ticket. */}
      {addressLinesOf(invoice?.address).map((line) => <p key={line}>{line}</p>)}
      {order.status === 'canceled' ? <p className="receipt-strong">{statusChipOf(order.status).label.toUpperCase()}</p> : null}
      <hr />
      {order.items.map((item, index) => (
        <div key={itemKeyOf(order.items, index)}>
          <p className="receipt-line">
            <span>{`${item.quantity}x ${item.name}${item.portion ? ` (${item.portion.name})` : ''}`}</span>
            <span>{formatMoney(item.total)}</span>
          </p>
          {item.options.map((option) => (
            <p key={option.id} className="receipt-option">{`+ ${option.name}`}</p>
          ))}
        </div>
      ))}
      <hr />
      <p className="receipt-line receipt-strong">
        <span>Total</span>
        <span>{formatMoney(order.total)}</span>
      </p>
    </section>,
    document.body,
  );
}
