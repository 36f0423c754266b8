import type { PersonFigures } from '@contract/day-report';
import { formatMoney } from '@/shared/lib/money';
import { medianAnswerText } from '../rules';

/**
 * Resumo 'Por pessoa': what each person did in the range, and the service charge of the comandas they took payments
 * on, for sharing the 10%. Nothing when nobody did anything (or the server predates the team).
 */
export function PeopleFigures({ people }: { people: PersonFigures[] | undefined }) {
  if (!people || people.length === 0) return null;
  return (
    <section className="day-report-section" aria-labelledby="day-report-people">
      <h3 id="day-report-people">Por pessoa</h3>
      <ul className="day-report-people" data-testid="day-report-people">
        {people.map((person) => (
          <li key={`${person.memberId ?? 'account'}-${person.name}`} className="day-report-person">
            <h4>{person.name}</h4>
            <dl>
              <div>
                <dt>Pedidos iniciados</dt>
                <dd>{person.ordersTaken}</dd>
              </div>
              <div>
                <dt>Chamados atendidos</dt>
                <dd>
                  {person.callsAnswered}
                  <span className="day-report-person-detail">{medianAnswerText(person.medianAnswerSeconds)}</span>
                </dd>
              </div>
              <div>
                <dt>Pagamentos registrados</dt>
                <dd>{person.paymentsRecorded}</dd>
              </div>
              <div>
                <dt>Taxa de serviço</dt>
                <dd>{formatMoney(person.serviceCharge)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
