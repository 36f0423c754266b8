import type { Invoice } from '@contract/ordering';
import { formatMoney } from '@/shared/lib/money';
import { QrSvg } from '@/shared/ui/QrSvg';
import { addressLinesOf } from '@/shared/ordering/address';
import { itemKeyOf } from '@/shared/ordering/orderDisplay';
import { ReceiptSheet } from '@/features/printing/ReceiptSheet';
import { paymentNoteOf } from '@/features/printing/rules';
import { formatReceiptDate, invoiceTotalsOf, locationsOf, showsInvoiceDateOnReceipt } from '@/ordering/invoices/rules';

interface Props {
  invoice: Invoice;
  shopName: string;
  invoiceTerm: string;
  /** The comanda's Pix code for what it owes, printed as a QR beneath the total; null without one. */
  pixPayload?: string | null;
}

function Line({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={`receipt-line${strong ? ' receipt-strong' : ''}`}>
      <span>{label}</span>
      <span>{formatMoney(amount)}</span>
    </div>
  );
}

/** The comanda's receipt for the thermal printer: where it goes (with the address of a delivery) and what is owed. */
export function InvoiceReceipt({ invoice, shopName, invoiceTerm, pixPayload = null }: Props) {
  const separateDates = showsInvoiceDateOnReceipt(invoice);
  const orders = (invoice.orders ?? []).filter((order) => order.status !== 'canceled');
  const totals = invoiceTotalsOf(invoice);
  const payment = paymentNoteOf(invoice);
  return (
    <ReceiptSheet className="invoice-receipt" testId="invoice-receipt">
      <h1>{shopName}</h1>
      <p className="receipt-strong">{`${invoiceTerm} #${invoice.code}`}</p>
      <p>{locationsOf(invoice).join(', ')}</p>
      {addressLinesOf(invoice.address).map((line) => (
        <p key={line}>{line}</p>
      ))}
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
      <Line label={totals.settledLabel} amount={totals.settled} />
      {totals.change !== null ? <Line label="Troco" amount={totals.change} /> : null}
      {payment ? <p className="receipt-strong">{payment}</p> : null}
      {pixPayload ? (
        <div className="receipt-pix">
          <p className="receipt-strong">Pague com Pix</p>
          <QrSvg text={pixPayload} size="32mm" label="QR code Pix" testId="receipt-pix-qr" />
        </div>
      ) : null}
    </ReceiptSheet>
  );
}
