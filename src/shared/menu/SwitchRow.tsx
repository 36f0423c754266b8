import { IonItem, IonToggle } from '@ionic/react';

interface Props {
  label: 'Disponível?' | 'Ativo?';
  checked: boolean;
  /** While the record's last change is on its way. */
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** A details screen's switch, which saves at once. */
export function SwitchRow({ label, checked, disabled, onChange }: Props) {
  return (
    <IonItem lines="full">
      <IonToggle checked={checked} disabled={disabled} onIonChange={(event) => onChange(event.detail.checked)}>
        {label}
      </IonToggle>
    </IonItem>
  );
}
