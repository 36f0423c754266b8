import { format } from 'date-fns';
import type { Invoice, Order } from '../../../../contract/ordering';
import { formatMoney } from '../../../shared/lib/money';
import { toDate } from '../../../shared/lib/time';
import { addressLinesOf } from '../../../shared/ordering/address';
import { phoneLabelOf } from '../rules';
import { itemKeyOf, locationLabelOf, ORDER_TYPE_IN_PLACE, statusChipOf } from '../../../shared/ordering/orderDisplay';
import { ReceiptSheet } from '../../printing/ReceiptSheet';
import { paymentNoteOf } from '../../printing/rules';

interface Props {
  order: Order;
  invoice: Invoice | null;
  shopName: string | null;
}

/** The kitchen ticket; for a delivery also the driver's: the address, and whether there is money to collect. */
export function OrderReceipt({ order, invoice, shopName }: Props) {
  // A table pays its comanda at the end; whoever hands over a delivery or a takeaway needs to know.
  const payment = invoice && order.type !== ORDER_TYPE_IN_PLACE && order.status !== 'canceled' ? paymentNoteOf(invoice) : null;
  return (
    <ReceiptSheet className="order-receipt" testId="order-receipt">
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
      {payment ? <p className="receipt-strong">{payment}</p> : null}
    </ReceiptSheet>
  );
}
