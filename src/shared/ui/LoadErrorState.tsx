import type { ReactNode } from 'react';
import { IonButton, IonIcon, IonText } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';

interface Props {
  /** Completes 'Não conseguimos carregar {label}..', e.g. 'seus pedidos'. */
  label: string;
  /** Without it there is no retry button: a bad route parameter does not heal by retrying. */
  onRetry?: () => void;
  /** A precise cause under the generic text, such as a route-parameter error. */
  detail?: string;
  /** Ways out of the screen, e.g. a link 'Voltar para o caixa'. */
  children?: ReactNode;
}

export function LoadErrorState({ label, onRetry, detail, children }: Props) {
  return (
    <div className="ion-padding ion-text-center" role="alert">
      <IonIcon icon={cloudOfflineOutline} aria-hidden="true" style={{ fontSize: 64 }} color="medium" />
      <h2>Erro ao carregar</h2>
      <p>{`Não conseguimos carregar ${label}..`}</p>
      {detail ? (
        <p>
          <IonText color="medium">
            <small>{detail}</small>
          </IonText>
        </p>
      ) : null}
      {onRetry ? <IonButton onClick={() => onRetry()}>Tente novamente</IonButton> : null}
      {children}
    </div>
  );
}
