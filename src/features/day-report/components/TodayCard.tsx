import { IonIcon, IonRouterLink } from '@ionic/react';
import { barChartOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/shared/routing/paths';
import { dayReportGroup } from '@/features/day-report/group';
import { useFeatureGroup } from '@/shared/featureGroups/useFeatureGroup';
import { formatMoney } from '@/shared/lib/money';
import { countLabel } from '../rules';
import { selectDayReportState } from '../selectors';
import { todayCardShown } from '../slice';
import './dayReport.css';

/** At the top of a tablet's Comandas: today's takings at a glance, kept current by the live events, and the way to Resumo. */
export default function TodayCard() {
  const dispatch = useAppDispatch();
  const { today } = useAppSelector(selectDayReportState);
  useFeatureGroup(dayReportGroup);
  useEffect(() => {
    dispatch(todayCardShown());
  }, [dispatch]);
  if (!today) return null;
  const { figures } = today;
  return (
    <IonRouterLink routerLink={paths.DayReport} className="today-card-link" aria-label="Resumo de hoje">
      <span className="today-card">
        <IonIcon icon={barChartOutline} aria-hidden="true" />
        <span className="today-card-figure">
          <span className="today-card-label">Hoje</span> <strong>{formatMoney(figures.revenue)}</strong>
        </span>
        <span className="today-card-figure">{countLabel(figures.orders, 'pedido', 'pedidos')}</span>
        <span className="today-card-figure">
          ticket <strong>{formatMoney(figures.averageTicket)}</strong>
        </span>
        <span className="today-card-figure">{today.openInvoices} em aberto</span>
      </span>
    </IonRouterLink>
  );
}
