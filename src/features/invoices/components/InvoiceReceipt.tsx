import type { Invoice } from '@contract/ordering';
import { QrSvg } from '@/shared/ui/QrSvg';
import { ReceiptSheet } from '@/features/printing/ReceiptSheet';
import { invoiceReceiptOf } from '@/features/printing/invoiceReceipt';

interface Props {
  invoice: Invoice;
  shopName: string;
  invoiceTerm: string;
  /** The comanda's Pix code for what it owes, printed as a QR beneath the total; null without one. */
  pixPayload?: string | null;
}

function Line({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className={`receipt-line${strong ? ' receipt-strong' : ''}`}>
      <span>{label}</span>
      <span>{amount}</span>
    </div>
  );
}

/**
 * The comanda's receipt as the browser prints it: where it goes (with the address of a delivery) and what is owed,
 * the same receipt a paired thermal printer prints (invoiceReceiptOf).
 */
export function InvoiceReceipt({ invoice, shopName, invoiceTerm, pixPayload = null }: Props) {
  const receipt = invoiceReceiptOf(invoice, shopName, invoiceTerm);
  return (
    <ReceiptSheet className="invoice-receipt" testId="invoice-receipt">
      <h1>{receipt.shopName}</h1>
      <p className="receipt-strong">{receipt.title}</p>
      {receipt.heading.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <hr />
      {receipt.orders.map((order) => (
        <div key={order.key} className="receipt-order">
          <p className="receipt-strong">{order.title}</p>
          {order.lines.map((line) => (
            <div key={line.key}>
              <Line label={line.label} amount={line.amount} />
              {line.options.map((option) => (
                <p key={option} className="receipt-option">
                  {option}
                </p>
              ))}
            </div>
          ))}
        </div>
      ))}
      <hr />
      {receipt.amounts.map((line) => (
        <Line key={line.label} label={line.label} amount={line.amount} strong={line.strong} />
      ))}
      {receipt.payment ? <p className="receipt-strong">{receipt.payment}</p> : null}
      {receipt.payments.length > 0 ? (
        <div className="receipt-payments" data-testid="receipt-payments">
          <p className="receipt-strong">Pagamentos</p>
          {receipt.payments.map((line, index) => (
            <div key={index}>
              <p>{line.title}</p>
              <p className="receipt-option">{line.detail}</p>
            </div>
          ))}
        </div>
      ) : null}
      {pixPayload ? (
        <div className="receipt-pix">
          <p className="receipt-strong">Pague com Pix</p>
          <QrSvg text={pixPayload} size="32mm" label="QR code Pix" testId="receipt-pix-qr" />
        </div>
      ) : null}
    </ReceiptSheet>
  );
}
