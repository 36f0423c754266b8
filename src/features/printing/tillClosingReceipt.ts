import type { Till } from '@contract/till';
import { TILL_MOVEMENT_LABELS } from '@contract/till-values';
import { paymentMethodLabels } from '@contract/payment-methods';
import { formatMoney, formatSignedMoney, fromCents, toCents } from '@/shared/lib/money';
import { formatReceiptDate } from '@/ordering/invoices/receipt';
import type { ReceiptAmount } from './invoiceReceipt';

/** One method of the closing: its name, then what was expected, counted and the difference. */
export interface ClosingMethod {
  method: string;
  rows: ReceiptAmount[];
}

/** A till's closing as it prints, the same on the browser's print and on a thermal printer's. */
export interface TillClosingReceipt {
  shopName: string;
  title: string;
  /** Who opened and closed it, and when. */
  heading: string[];
  /** The float, the sangrias and the suprimentos. */
  cash: ReceiptAmount[];
  methods: ClosingMethod[];
  totals: ReceiptAmount[];
  /** Each sangria and suprimento: kind, reason, time and who, then its amount. */
  movements: ReceiptAmount[];
}

const row = (label: string, amount: string, strong = false): ReceiptAmount => ({ label, amount, strong });
const sumOf = (amounts: readonly number[]): number => fromCents(amounts.reduce((cents, amount) => cents + toCents(amount), 0));

export function tillClosingReceiptOf(till: Till, shopName: string): TillClosingReceipt {
  const moved = (kind: 'sangria' | 'suprimento') => sumOf(till.movements.filter((movement) => movement.kind === kind).map((movement) => movement.amount));
  return {
    shopName,
    title: `Fechamento de caixa nº ${till.number ?? ''}`.trim(),
    heading: [
      `Aberto por ${till.openedBy} em ${formatReceiptDate(till.openedAt)}`,
      ...(till.closedBy && till.closedAt ? [`Fechado por ${till.closedBy} em ${formatReceiptDate(till.closedAt)}`] : []),
    ],
    cash: [
      row('Troco inicial', formatMoney(till.float)),
      row('Sangrias', formatSignedMoney(-moved('sangria'))),
      row('Suprimentos', formatSignedMoney(moved('suprimento'))),
    ],
    methods: till.lines.map((line) => ({
      method: paymentMethodLabels[line.method],
      rows: [
        row('Esperado', formatMoney(line.expected)),
        row('Contado', formatMoney(line.counted)),
        row('Diferença', formatSignedMoney(line.difference), true),
      ],
    })),
    totals: [
      row('Total esperado', formatMoney(sumOf(till.lines.map((line) => line.expected)))),
      row('Total contado', formatMoney(sumOf(till.lines.map((line) => line.counted)))),
      row('Diferença total', formatSignedMoney(sumOf(till.lines.map((line) => line.difference))), true),
    ],
    movements: till.movements.map((movement) =>
      row(
        `${TILL_MOVEMENT_LABELS[movement.kind]} · ${movement.reason} · ${formatReceiptDate(movement.at).slice(-5)} · ${movement.by}`,
        formatSignedMoney(movement.kind === 'sangria' ? -movement.amount : movement.amount),
      ),
    ),
  };
}
