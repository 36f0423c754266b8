import { IonButton, IonInput } from '@ionic/react';
import { useFormik } from 'formik';
import type { PixSettings } from '@contract/payments';
import { PIX_CITY_MAX, PIX_NAME_MAX, pixKeyKindLabels, pixKeyKindOf, pixTextOf } from '@contract/pix';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ionFieldProps } from '@/shared/forms/ionFormik';
import { pixSettingsSchema } from '../schema';
import { selectPixSettingsSave } from '../selectors';
import { saveRequested } from '../slice';

const EMPTY: PixSettings = { key: '', merchantName: '', merchantCity: '' };

/** 'Tipo: CPF' while typing, so a phone typed without +55 is seen to be read as a CPF before saving. */
function keyHelperOf(key: string): string {
  const kind = pixKeyKindOf(key);
  return kind ? `Tipo: ${pixKeyKindLabels[kind]}` : 'CPF, CNPJ, celular com +55, e-mail ou chave aleatória';
}

export function PixSettingsForm({ record }: { record: PixSettings | null }) {
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectPixSettingsSave);
  const formik = useFormik<PixSettings>({
    initialValues: record ?? EMPTY,
    enableReinitialize: true,
    validationSchema: pixSettingsSchema,
    onSubmit: (values) => {
      dispatch(saveRequested(values));
    },
  });
  const { values } = formik;
  const changed = record === null || (['key', 'merchantName', 'merchantCity'] as const).some((field) => values[field] !== record[field]);
  const shownName = pixTextOf(values.merchantName);
  const shownCity = pixTextOf(values.merchantCity);

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <div className="ion-padding">
        <p className="pix-settings-preview">
          Cada comanda mostra um QR code Pix com o valor a pagar, para o cliente pagar direto na conta do estabelecimento.
        </p>
        <div className="ion-margin-bottom">
          <IonInput
            {...ionFieldProps(formik, 'key')}
            data-testid="pix-key"
            label="Chave Pix"
            labelPlacement="floating"
            fill="outline"
            autocapitalize="off"
            spellcheck={false}
            helperText={keyHelperOf(values.key)}
          />
        </div>
        <div className="ion-margin-bottom">
          <IonInput
            {...ionFieldProps(formik, 'merchantName')}
            data-testid="pix-name"
            label="Nome de quem recebe"
            labelPlacement="floating"
            fill="outline"
            helperText={shownName ? `No app do banco: ${shownName} (${shownName.length}/${PIX_NAME_MAX})` : `Até ${PIX_NAME_MAX} caracteres`}
          />
        </div>
        <IonInput
          {...ionFieldProps(formik, 'merchantCity')}
          data-testid="pix-city"
          label="Cidade"
          labelPlacement="floating"
          fill="outline"
          helperText={shownCity ? `No app do banco: ${shownCity} (${shownCity.length}/${PIX_CITY_MAX})` : `Até ${PIX_CITY_MAX} caracteres`}
        />
      </div>
      <div className="ion-padding-horizontal">
        <IonButton type="submit" expand="block" disabled={!changed || save === 'pending'}>
          Salvar
        </IonButton>
      </div>
    </form>
  );
}
