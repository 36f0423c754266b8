import { IonItem, IonLabel, IonList } from '@ionic/react';
import type { DayReport } from '@contract/day-report';
import { answerTimeLabel, countLabel } from '../rules';

/**
 * Resumo's calls from the tables: how long the room took to answer (median, and the time 90 % of the calls were
 * answered within) and how many calls each table made, the busiest first.
 */
export function CallFigures({ calls }: { calls: DayReport['calls'] }) {
  return (
    <section className="day-report-section" aria-labelledby="day-report-calls">
      <h3 id="day-report-calls">Chamados das mesas</h3>
      {calls.total === 0 ? (
        <p className="day-report-none">Nenhum chamado no período.</p>
      ) : (
        <>
          <dl className="day-report-call-times" data-testid="call-answer-times">
            <div>
              <dt>Tempo para atender (mediana)</dt>
              <dd>{answerTimeLabel(calls.medianAnswerSeconds)}</dd>
            </div>
            <div>
              <dt>90% atendidos em até</dt>
              <dd>{answerTimeLabel(calls.p90AnswerSeconds)}</dd>
            </div>
          </dl>
          <p className="day-report-open">
            {countLabel(calls.total, 'chamado', 'chamados')}
            {calls.unanswered > 0 ? `, ${countLabel(calls.unanswered, 'sem resposta', 'sem resposta')}` : ''}.
          </p>
          <IonList lines="full" className="day-report-list" data-testid="calls-per-table">
            {calls.byTable.map((table) => (
              <IonItem key={table.location}>
                <IonLabel>{table.location}</IonLabel>
                <span slot="end" className="day-report-amount">
                  {countLabel(table.calls, 'chamado', 'chamados')}
                </span>
              </IonItem>
            ))}
          </IonList>
        </>
      )}
    </section>
  );
}
