import type { Invoice, Order } from '@contract/ordering';
import { kitchenTicketOf } from '@/features/printing/kitchenTicket';
import { ReceiptSheet } from '@/features/printing/ReceiptSheet';

interface Props {
  order: Order;
  invoice: Invoice | null;
  shopName: string | null;
}

/** The kitchen ticket; for a delivery also the driver's: the address, and whether there is money to collect. */
export function OrderReceipt({ order, invoice, shopName }: Props) {
  const ticket = kitchenTicketOf(order, invoice, shopName);
  return (
    <ReceiptSheet className="order-receipt" testId="order-receipt">
      {ticket.shopName ? <h1>{ticket.shopName}</h1> : null}
      <p className="receipt-strong">{ticket.title}</p>
      {ticket.heading.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {ticket.banner ? <p className="receipt-strong">{ticket.banner}</p> : null}
      <hr />
      {ticket.lines.map((line) => (
        <div key={line.key}>
          <p className="receipt-line">
            <span>{line.label}</span>
            <span>{line.amount}</span>
          </p>
          {line.options.map((option) => (
            <p key={option} className="receipt-option">
              {option}
            </p>
          ))}
        </div>
      ))}
      <hr />
      {ticket.deliveryFee ? (
        <p className="receipt-line">
          <span>Taxa de entrega</span>
          <span>{ticket.deliveryFee}</span>
        </p>
      ) : null}
      <p className="receipt-line receipt-strong">
        <span>Total</span>
        <span>{ticket.total}</span>
      </p>
      {ticket.payment ? <p className="receipt-strong">{ticket.payment}</p> : null}
    </ReceiptSheet>
  );
}
