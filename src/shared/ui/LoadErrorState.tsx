import { useEffect, type ReactNode } from 'react';
import { IonButton, IonIcon, IonText } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';

interface Props {
  /** Completes 'Não conseguimos carregar {label}..', e.g. 'seus pedidos'. */
  label: string;
  /** Without it there is no retry button: a bad route parameter does not heal by retrying. */
  onRetry?: () => void;
  /** A precise cause under the generic text, in the spec's words (a route-parameter error). */
  detail?: string;
  /** The server's account of the failure: for the console, never on screen (it may be anything, even English). */
  cause?: string;
  /** Ways out of the screen, e.g. a link 'Voltar para o caixa'. */
  children?: ReactNode;
}

export function LoadErrorState({ label, onRetry, detail, cause, children }: Props) {
  useEffect(() => {
    if (cause) console.error(`Não conseguimos carregar ${label}:`, cause);
  }, [cause, label]);
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
