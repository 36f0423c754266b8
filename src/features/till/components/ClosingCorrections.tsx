import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { paymentMethodLabels } from '@contract/payment-methods';
import type { Till } from '@contract/till';
import { useAppSelector } from '@/app/hooks';
import { selectPersonMay } from '@/session/person/selectors';
import { formatMoney, formatSignedMoney } from '@/shared/lib/money';
import { formatTime } from '@/shared/lib/time';
import { differenceTone } from '../rules';
import { CorrectionModal } from './CorrectionModal';

/**
 * Under a closing: the counts corrected since (the closing itself never changes), and 'Corrigir contagem' for who
 * may correct one (a manager).
 */
export function ClosingCorrections({ till }: { till: Till }) {
  const may = useAppSelector((state) => selectPersonMay(state, 'till.correct'));
  const [correcting, setCorrecting] = useState(false);
  return (
    <>
      {till.corrections.length > 0 ? (
        <section className="till-corrections" aria-label="Correções">
          <h3 className="till-subtitle">Correções</h3>
          <ul>
            {till.corrections.map((correction) => (
              <li key={correction.id} data-testid="till-correction">
                <span>{`${paymentMethodLabels[correction.method]}: contado ${formatMoney(correction.counted)}, diferença `}</span>
                <span className={`till-difference-${differenceTone(correction.difference)}`}>{formatSignedMoney(correction.difference)}</span>
                <p className="till-who">{`${correction.reason} · ${correction.by} às ${formatTime(correction.at)}`}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {may ? (
        <>
          <IonButton fill="clear" expand="block" onClick={() => setCorrecting(true)}>
            Corrigir contagem
          </IonButton>
          <CorrectionModal till={till} isOpen={correcting} onClose={() => setCorrecting(false)} />
        </>
      ) : null}
    </>
  );
}
