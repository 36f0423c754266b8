import { createPortal } from 'react-dom';
import type { Invoice } from '../../../../contract/ordering';
import { formatMoney } from '../../../shared/lib/money';
import { itemKeyOf } from '../../../shared/ordering/orderDisplay';
import { formatReceiptDate, invoiceTotalsOf, paymentMethodLabels, showsInvoiceDateOnReceipt } from '../rules';
import './InvoiceReceipt.css';

interface Props {
  invoice: Invoice;
  shopName: string;
  invoiceTerm: string;
}

function Line({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={`receipt-line${strong ? ' receipt-strong' : ''}`}>
      <span>{label}</span>
      <span>{formatMoney(amount)}</span>
    </div>
  );
}

/**
 * The thermal-printer receipt. It lives outside the app's root so the print styles can hide the whole app
 * and print only this; on screen it is never visible.
 */
export function InvoiceReceipt({ invoice, shopName, invoiceTerm }: Props) {
  const separateDates = showsInvoiceDateOnReceipt(invoice);
  const orders = (invoice.orders ?? []).filter((order) => order.status !== 'canceled');
  const totals = invoiceTotalsOf(invoice);
  return createPortal(
    <section className="invoice-receipt" data-testid="invoice-receipt">
      <h1>{shopName}</h1>
      <p className="receipt-strong">{`${invoiceTerm} #${invoice.code}`}</p>
      <p>{invoice.location}</p>
      <p>{separateDates ? `Aberta em ${formatReceiptDate(invoice.createdAt)}` : formatReceiptDate(invoice.createdAt)}</p>
      <p>{invoice.name}</p>
      <hr />
      {orders.map((order) => (
        <div key={order.id} className="receipt-order">
          <p className="receipt-strong">
            {separateDates ? `Pedido #${order.code} · ${formatReceiptDate(order.createdAt)}` : `Pedido #${order.code}`}
          </p>
          {order.items.map((item, index) => (
            <div key={itemKeyOf(order.items, index)}>
              <Line label={`${item.quantity}x ${item.name}${item.portion ? ` (${item.portion.name})` : ''}`} amount={item.total} />
              {item.options.map((option) => (
                <p key={option.id} className="receipt-option">{`+ ${option.name}`}</p>
              ))}
            </div>
          ))}
        </div>
      ))}
      <hr />
      {totals.deliveryFee !== null ? <Line label="Taxa de entrega" amount={totals.deliveryFee} /> : null}
      <Line label="Total" amount={totals.total} strong />
      {invoice.paymentMethod ? <p>{`Pagamento: ${paymentMethodLabels[invoice.paymentMethod]}`}</p> : null}
      <Line label={totals.settledLabel} amount={totals.settled} />
      {totals.change !== null ? <Line label="Troco" amount={totals.change} /> : null}
    </section>,
    document.body,
  );
}
