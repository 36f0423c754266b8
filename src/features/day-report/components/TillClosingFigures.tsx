import { IonButton, IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';
import type { TillClosingSummary } from '@contract/till';
import { differenceTone } from '@/features/till/rules';
import { formatMoney, formatSignedMoney } from '@/shared/lib/money';
import { formatTime } from '@/shared/lib/time';

interface Props {
  closings: TillClosingSummary[] | undefined;
  exporting: boolean;
  onExport: () => void;
}

/**
 * Resumo 'Fechamentos de caixa': each till closed in the range, who closed it and when, what it expected and counted
 * and the difference (red when short), and their spreadsheet. Nothing when no till closed (or the server predates it).
 */
export function TillClosingFigures({ closings, exporting, onExport }: Props) {
  if (!closings || closings.length === 0) return null;
  return (
    <section className="day-report-section" aria-labelledby="day-report-tills">
      <h3 id="day-report-tills">Fechamentos de caixa</h3>
      <IonList lines="full" className="day-report-list" data-testid="day-report-tills">
        {closings.map((closing) => (
          <IonItem key={closing.id}>
            <IonLabel>
              {`Fechamento nº ${closing.number}`}
              <p>{`Fechado por ${closing.closedBy} às ${formatTime(closing.closedAt)}`}</p>
              <p>{`Esperado ${formatMoney(closing.expected)} · Contado ${formatMoney(closing.counted)}`}</p>
            </IonLabel>
            <span slot="end" className={`day-report-amount day-report-difference-${differenceTone(closing.difference)}`}>
              {formatSignedMoney(closing.difference)}
            </span>
          </IonItem>
        ))}
      </IonList>
      <IonButton expand="block" fill="outline" disabled={exporting} onClick={onExport}>
        <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
        Exportar fechamentos
      </IonButton>
    </section>
  );
}
