import { IonButton, IonContent, IonIcon, IonItem, IonLabel, IonList, IonPage, IonSpinner } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { todayOf } from '@/shared/filters/rules';
import { formatMoney } from '@/shared/lib/money';
import { useNow } from '@/shared/lib/useNow';
import { useTerms } from '@/shared/variant';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { paymentMethodLabels } from '@contract/payment-methods';
import { selectShopScope } from '@/session/scope';
import { CallFigures } from '../components/CallFigures';
import { DayFigures } from '../components/DayFigures';
import { HourlyChart } from '../components/HourlyChart';
import { PeopleFigures } from '../components/PeopleFigures';
import { TillClosingFigures } from '../components/TillClosingFigures';
import { choiceOfDays, countLabel, daysLabel, daysOfChoice, lastWeekOf, RANGE_CHOICES } from '../rules';
import { selectDayReportState } from '../selectors';
import { csvExportRequested, dayReportRequested } from '../slice';
import '../components/dayReport.css';

/** Mais → Resumo: how the day (or the last days) went, compared with a week earlier, and its orders as a spreadsheet. */
export default function DayReportPage() {
  const dispatch = useAppDispatch();
  const scope = useAppSelector(selectShopScope);
  const { days, report, status, exporting } = useAppSelector(selectDayReportState);
  const now = useNow(60_000);
  const today = todayOf(now);
  const terms = useTerms();
  const [one, many] = [terms.invoice.toLowerCase(), terms.invoices.toLowerCase()];

  useEffect(() => {
    if (scope && days === null) dispatch(dayReportRequested(daysOfChoice('today', Date.now())));
  }, [dispatch, scope, days]);

  const choice = days ? choiceOfDays(days, now) : 'today';
  let content;
  if (report && days && report.from === days.from && report.until === days.until) {
    content = (
      <>
        <DayFigures invoiceTerms={[one, many]} report={report} against={lastWeekOf(days)} />
        <p className="day-report-open">
          {report.openInvoices === 0 ? `Nenhuma ${one} em aberto agora.` : `${countLabel(report.openInvoices, one, many)} em aberto agora.`}
        </p>
        <section className="day-report-section" aria-labelledby="day-report-hours">
          <h3 id="day-report-hours">Pedidos por hora</h3>
          <HourlyChart byHour={report.byHour} />
        </section>
        <section className="day-report-section" aria-labelledby="day-report-methods">
          <h3 id="day-report-methods">Formas de pagamento</h3>
          {report.byPaymentMethod.length === 0 ? (
            <p className="day-report-none">{`Nenhuma ${one} no período.`}</p>
          ) : (
            <IonList lines="full" className="day-report-list">
              {report.byPaymentMethod.map((group) => (
                <IonItem key={group.paymentMethod ?? 'none'}>
                  <IonLabel>
                    {group.paymentMethod === null ? 'A definir' : paymentMethodLabels[group.paymentMethod]}
                    <p>{countLabel(group.invoices, one, many)}</p>
                  </IonLabel>
                  <span slot="end" className="day-report-amount">
                    {formatMoney(group.total)}
                  </span>
                </IonItem>
              ))}
            </IonList>
          )}
        </section>
        <section className="day-report-section" aria-labelledby="day-report-top">
          <h3 id="day-report-top">Mais vendidos</h3>
          {report.topProducts.length === 0 ? (
            <p className="day-report-none">Nenhum produto vendido no período.</p>
          ) : (
            <IonList lines="full" className="day-report-list">
              {report.topProducts.map((product, index) => (
                <IonItem key={product.name}>
                  <span slot="start" className="day-report-rank">
                    {index + 1}.
                  </span>
                  <IonLabel>
                    {product.name}
                    <p>{product.quantity} un.</p>
                  </IonLabel>
                  <span slot="end" className="day-report-amount">
                    {formatMoney(product.total)}
                  </span>
                </IonItem>
              ))}
            </IonList>
          )}
        </section>
        {report.calls ? <CallFigures calls={report.calls} /> : null}
        <PeopleFigures people={report.byPerson} />
        <TillClosingFigures closings={report.tillClosings} exporting={exporting !== null} onExport={() => dispatch(csvExportRequested('tills'))} />
        <IonButton expand="block" fill="outline" disabled={exporting !== null} onClick={() => dispatch(csvExportRequested('orders'))}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Exportar CSV
        </IonButton>
      </>
    );
  } else if (status === 'error' && days) {
    content = <LoadErrorState label="o resumo" onRetry={() => dispatch(dayReportRequested(days))} />;
  } else {
    content = (
      <div className="day-report-loading">
        <IonSpinner aria-label="Carregando" />
      </div>
    );
  }

  return (
    <IonPage>
      <PageHeader title="Resumo" backTo={paths.More} />
      <IonContent>
        <div className="day-report">
          <div className="day-report-range">
            <div className="day-report-choices" role="group" aria-label="Período">
              {RANGE_CHOICES.map(({ value, label }) => (
                <button
                  key={value}
                  type="button"
                  className="day-report-choice"
                  aria-pressed={choice === value}
                  onClick={() => dispatch(dayReportRequested(daysOfChoice(value, Date.now())))}
                >
                  {label}
                </button>
              ))}
            </div>
            <label className="day-report-day">
              <span>Dia</span>
              <input
                type="date"
                max={today}
                value={days?.from === days?.until ? (days?.from ?? '') : ''}
                onChange={(event) => {
                  const day = event.target.value;
                  if (day) dispatch(dayReportRequested({ from: day, until: day }));
                }}
              />
            </label>
          </div>
          {days ? <h2 className="day-report-title">{daysLabel(days)}</h2> : null}
          {content}
        </div>
      </IonContent>
    </IonPage>
  );
}
