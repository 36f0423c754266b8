import type { Till } from '@contract/till';
import type { ReceiptAmount } from '@/features/printing/invoiceReceipt';
import { ReceiptSheet } from '@/features/printing/ReceiptSheet';
import { tillClosingReceiptOf } from '@/features/printing/tillClosingReceipt';

function Rows({ rows }: { rows: readonly ReceiptAmount[] }) {
  return rows.map((row) => (
    <div key={row.label} className={`receipt-line${row.strong ? ' receipt-strong' : ''}`}>
      <span>{row.label}</span>
      <span>{row.amount}</span>
    </div>
  ));
}

/** The closing as the browser prints it on the roll: the same slip a paired thermal printer prints. */
export function TillClosingReceipt({ till, shopName }: { till: Till; shopName: string }) {
  const receipt = tillClosingReceiptOf(till, shopName);
  return (
    <ReceiptSheet className="till-closing-receipt" testId="till-closing-receipt">
      <h1>{receipt.shopName}</h1>
      <p className="receipt-strong">{receipt.title}</p>
      {receipt.heading.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <hr />
      <Rows rows={receipt.cash} />
      <hr />
      {receipt.methods.map((method) => (
        <div key={method.method}>
          <p className="receipt-strong">{method.method}</p>
          <Rows rows={method.rows} />
        </div>
      ))}
      <hr />
      <Rows rows={receipt.totals} />
      {receipt.movements.length > 0 ? (
        <>
          <hr />
          <p className="receipt-strong">Sangrias e suprimentos</p>
          <Rows rows={receipt.movements} />
        </>
      ) : null}
    </ReceiptSheet>
  );
}
