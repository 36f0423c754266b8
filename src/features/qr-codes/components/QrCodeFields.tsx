import { IonInput, IonItem, IonToggle } from '@ionic/react';
import type { FormikProps } from 'formik';
import { useTerms } from '@/shared/variant';
import { ionCheckedProps, ionFieldProps } from '@/shared/forms/ionFormik';
import type { QrCodeValues } from '../api';
import { prepayExplanationOf } from '../rules';
import { LOCATION_MAX_LENGTH } from '../schema';

interface Props {
  formik: FormikProps<QrCodeValues>;
  /** The create modal leaves a new code active; only the edit form offers the switch. */
  withActive?: boolean;
}

export function QrCodeFields({ formik, withActive = false }: Props) {
  const terms = useTerms();
  return (
    <>
      <div className="ion-padding-horizontal ion-padding-top">
        <IonInput
          {...ionFieldProps(formik, 'location')}
          label="Nome do local"
          labelPlacement="floating"
          fill="outline"
          counter
          maxlength={LOCATION_MAX_LENGTH}
        />
      </div>
      <IonItem lines="none">
        <IonToggle
          {...ionCheckedProps(formik, 'isPrepaid')}
          helperText={prepayExplanationOf(formik.values.isPrepaid, terms.invoice.toLowerCase())}
        >
          Pré-pagamento
        </IonToggle>
      </IonItem>
      {withActive ? (
        <IonItem lines="none">
          <IonToggle {...ionCheckedProps(formik, 'isActive')}>Ativo?</IonToggle>
        </IonItem>
      ) : null}
    </>
  );
}
