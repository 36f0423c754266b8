import { paymentMethodLabels } from '@contract/payment-methods';
import type { Till } from '@contract/till';
import { formatMoney, formatSignedMoney } from '@/shared/lib/money';
import { closedText, closingTotals, differenceTone, openedText } from '../rules';
import { ClosingCorrections } from './ClosingCorrections';
import { PrintClosingButton } from './PrintClosingButton';

function Difference({ amount }: { amount: number }) {
  return <td className={`till-difference till-difference-${differenceTone(amount)}`}>{formatSignedMoney(amount)}</td>;
}

/** A closing as it stays: 'Fechamento nº 1', who opened and closed it and when, and each method's count. */
export function ClosingDetail({ till }: { till: Till }) {
  const totals = closingTotals(till.lines);
  return (
    <section className="till-closing" aria-label={`Fechamento nº ${till.number ?? ''}`} data-testid="till-closing">
      <h2 className="till-closing-title">{`Fechamento nº ${till.number ?? ''}`}</h2>
      <p className="till-who">{openedText(till)}</p>
      <p className="till-who">{closedText(till)}</p>
      <table className="till-closing-table">
        <thead>
          <tr>
            <th scope="col">Forma</th>
            <th scope="col">Esperado</th>
            <th scope="col">Contado</th>
            <th scope="col">Diferença</th>
          </tr>
        </thead>
        <tbody>
          {till.lines.map((line) => (
            <tr key={line.method} data-testid={`till-line-${line.method}`}>
              <th scope="row">{paymentMethodLabels[line.method]}</th>
              <td>{formatMoney(line.expected)}</td>
              <td>{formatMoney(line.counted)}</td>
              <Difference amount={line.difference} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="till-line-total">
            <th scope="row">Total</th>
            <td>{formatMoney(totals.expected)}</td>
            <td>{formatMoney(totals.counted)}</td>
            <Difference amount={totals.difference} />
          </tr>
        </tfoot>
      </table>
      <ClosingCorrections till={till} />
      <PrintClosingButton till={till} />
    </section>
  );
}
