import { IonItem, IonToggle } from '@ionic/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectPersonMay } from '@/session/person/selectors';
import { selectTillState } from '../selectors';
import { requiredChangeRequested } from '../slice';

/**
 * 'Exigir caixa aberto para receber': off by default (payments as the spec takes them); on, a payment at a device with
 * no open till is refused until its till is opened. Shown to whoever may change the shop's settings, once read.
 */
export function RequiredTillToggle() {
  const dispatch = useAppDispatch();
  const { required, saving } = useAppSelector(selectTillState).settings;
  const may = useAppSelector((state) => selectPersonMay(state, 'shop.settings'));
  if (!may || required === null) return null;
  return (
    <section className="till-setting" aria-label="Configuração do caixa">
      <IonItem lines="none">
        <IonToggle checked={required} disabled={saving} onIonChange={(event) => dispatch(requiredChangeRequested(event.detail.checked))}>
          Exigir caixa aberto para receber
        </IonToggle>
      </IonItem>
      <p className="till-none">Ligado, um aparelho sem caixa aberto não registra pagamentos.</p>
    </section>
  );
}
