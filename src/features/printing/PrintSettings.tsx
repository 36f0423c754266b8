import { IonItem, IonLabel, IonList, IonListHeader, IonSelect, IonSelectOption } from '@ionic/react';
import { choosePaperWidth, usePaperWidth } from './paper';
import { PAPER_WIDTHS, type PaperWidth } from './rules';

/** Configurações → Impressão: the roll this device's printer takes, kept on the device. */
export function PrintSettings() {
  const paper = usePaperWidth();
  return (
    <IonList lines="full" className="ion-margin-top">
      <IonListHeader>
        <IonLabel>Impressão</IonLabel>
      </IonListHeader>
      <IonItem>
        <IonSelect
          label="Largura do papel"
          interface="popover"
          value={paper}
          onIonChange={(event) => choosePaperWidth(event.detail.value as PaperWidth)}
        >
          {PAPER_WIDTHS.map((width) => (
            <IonSelectOption key={width} value={width}>{`${width} mm`}</IonSelectOption>
          ))}
        </IonSelect>
      </IonItem>
    </IonList>
  );
}
