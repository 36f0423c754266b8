import { IonButton, IonCard, IonCardContent, IonCardHeader, IonCardSubtitle, IonCardTitle } from '@ionic/react';
import { useCallback, useState } from 'react';
import { TILL_MOVEMENT_LABELS, type TillMovementKind } from '@contract/till-values';
import type { Till } from '@contract/till';
import { formatMoney } from '@/shared/lib/money';
import { formatTime } from '@/shared/lib/time';
import { movementAmountText, openedText } from '../rules';
import { CloseTillModal } from './CloseTillModal';
import { MovementModal } from './MovementModal';

/** The till open on this device: who opened it, the float, the movements, and its three commands. */
export function OpenTillView({ till }: { till: Till }) {
  const [movement, setMovement] = useState<TillMovementKind | null>(null);
  const [closing, setClosing] = useState(false);
  const closeMovement = useCallback(() => setMovement(null), []);
  const closeClosing = useCallback(() => setClosing(false), []);
  return (
    <IonCard className="till-card" data-testid="till-open">
      <IonCardHeader>
        <IonCardTitle>Caixa aberto</IonCardTitle>
        <IonCardSubtitle className="till-who">{openedText(till)}</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <p className="till-float">{`Troco inicial: ${formatMoney(till.float)}`}</p>
        <h3 className="till-subtitle">Movimentações</h3>
        {till.movements.length === 0 ? (
          <p className="till-none">Nenhuma sangria ou suprimento.</p>
        ) : (
          <ul className="till-movements">
            {till.movements.map((entry) => (
              <li key={entry.id} className="till-movement" data-testid="till-movement">
                <div>
                  <strong>{TILL_MOVEMENT_LABELS[entry.kind]}</strong>
                  <span className="till-movement-reason">{entry.reason}</span>
                  <span className="till-movement-who">{`${entry.by} às ${formatTime(entry.at)}`}</span>
                </div>
                <span className={`till-amount till-movement-${entry.kind}`}>{movementAmountText(entry.kind, entry.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="till-buttons">
          <IonButton fill="outline" onClick={() => setMovement('sangria')}>
            Sangria
          </IonButton>
          <IonButton fill="outline" onClick={() => setMovement('suprimento')}>
            Suprimento
          </IonButton>
          <IonButton color="danger" onClick={() => setClosing(true)}>
            Fechar caixa
          </IonButton>
        </div>
      </IonCardContent>
      <MovementModal tillId={till.id} kind={movement} onClose={closeMovement} />
      <CloseTillModal tillId={till.id} isOpen={closing} onClose={closeClosing} />
    </IonCard>
  );
}
