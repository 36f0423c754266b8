import type { DayReport } from '@contract/day-report';
import { formatMoney } from '@/shared/lib/money';
import { changeText, changeTone, countLabel, type LastWeek } from '../rules';

interface Figure {
  label: string;
  value: string;
  current: number;
  previous: number;
  higherIsBetter: boolean;
  detail?: string;
}

/** The headline numbers, each with how it compares with a week earlier. */
/** `invoiceTerms`: 'comanda'/'comandas', or the shop's 'compra'/'compras'. */
export function DayFigures({ report, against, invoiceTerms }: { report: DayReport; against: LastWeek; invoiceTerms: [string, string] }) {
  const { figures, lastWeek } = report;
  const shown: Figure[] = [
    { label: 'Faturamento', value: formatMoney(figures.revenue), current: figures.revenue, previous: lastWeek.revenue, higherIsBetter: true },
    { label: 'Pedidos', value: String(figures.orders), current: figures.orders, previous: lastWeek.orders, higherIsBetter: true },
    {
      label: 'Ticket médio',
      value: formatMoney(figures.averageTicket),
      current: figures.averageTicket,
      previous: lastWeek.averageTicket,
      higherIsBetter: true,
      detail: countLabel(figures.invoices, ...invoiceTerms),
    },
    // Apart from sales: the service charge is the staff's. Shown while the range or the week before has any.
    ...(figures.serviceCharge > 0 || lastWeek.serviceCharge > 0
      ? [
          {
            label: 'Taxa de serviço',
            value: formatMoney(figures.serviceCharge),
            current: figures.serviceCharge,
            previous: lastWeek.serviceCharge,
            higherIsBetter: true,
            detail: 'fora do faturamento',
          },
        ]
      : []),
    {
      label: 'Cancelados',
      value: String(figures.canceledOrders),
      current: figures.canceledOrders,
      previous: lastWeek.canceledOrders,
      higherIsBetter: false,
      detail: formatMoney(figures.canceledValue),
    },
  ];
  return (
    <dl className="day-figures">
      {shown.map((figure) => (
        <div key={figure.label} className="day-figure">
          <dt>{figure.label}</dt>
          <dd className="day-figure-value">{figure.value}</dd>
          {figure.detail ? <dd className="day-figure-detail">{figure.detail}</dd> : null}
          <dd className={`day-figure-change day-figure-change--${changeTone(figure.current, figure.previous, figure.higherIsBetter)}`}>
            {changeText(figure.current, figure.previous, against)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
