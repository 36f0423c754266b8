import { IonButton, IonContent, IonInput, IonItem, IonList, IonPage, IonSpinner, IonToggle } from '@ionic/react';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { useTerms } from '@/shared/variant';
import { GuardedBackButton } from '@/shared/forms/GuardedBackButton';
import { ionFieldProps } from '@/shared/forms/ionFormik';
import { useLeaveGuard } from '@/shared/forms/useLeaveGuard';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { DeviceAlertSettings } from '@/features/order-alerts/DeviceAlertSettings';
import { PrintSettings } from '@/features/printing/PrintSettings';
import { EscalationSetting } from '../components/EscalationSetting';
import type { ShopSettings } from '../api';
import {
  isInteractiveMenu,
  isSettingsChanged,
  menuTypeOfToggle,
  settingsChangeOf,
  settingsValuesOf,
  type SettingsValues,
} from '../rules';
import { settingsSchema } from '../schema';
import { selectShopSettings, selectShopSettingsError, selectShopSettingsSave, selectShopSettingsStatus } from '../selectors';
import { loadRequested, saveRequested } from '../slice';

/** 'Modo do Cardápio', or 'Modo do Catálogo' for a shop (the variant table's Menu). */
export const titleOf = (menu: string) => `Modo do ${menu}`;

interface FormProps {
  record: ShopSettings | null;
  /** Tells the page whether leaving would lose a change. */
  onChangedChange: (changed: boolean) => void;
}

function SettingsForm({ record, onChangedChange }: FormProps) {
  const dispatch = useAppDispatch();
  const terms = useTerms();
  const save = useAppSelector(selectShopSettingsSave);
  const initialValues = useMemo<SettingsValues>(() => settingsValuesOf(record), [record]);
  const formik = useFormik<SettingsValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: settingsSchema,
    onSubmit: (values) => {
      dispatch(saveRequested(settingsChangeOf(values)));
    },
  });
  const { menuType, serviceChargeOn } = formik.values;
  const changed = isSettingsChanged(record, formik.values);
  const interactive = isInteractiveMenu(menuType);

  useEffect(() => {
    onChangedChange(changed);
    return () => onChangedChange(false);
  }, [changed, onChangedChange]);

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <IonList lines="none">
        <IonItem>
          <IonToggle
            name="menuType"
            checked={interactive}
            onIonChange={(event) => void formik.setFieldValue('menuType', menuTypeOfToggle(event.detail.checked))}
            helperText={
              interactive
                ? `Modo completo: os clientes navegam pelo ${terms.menu.toLowerCase()} e montam seus pedidos.`
                : `Modo simples: o ${terms.menu.toLowerCase()} é mostrado de forma resumida.`
            }
          >
            {`${terms.menu} interativo`}
          </IonToggle>
        </IonItem>
        <IonItem>
          <IonToggle
            name="serviceChargeOn"
            checked={serviceChargeOn}
            onIonChange={(event) => void formik.setFieldValue('serviceChargeOn', event.detail.checked)}
            helperText="Somada às comandas consumidas no local; delivery e para levar não pagam. Cada comanda mantém o percentual com que foi aberta."
          >
            Taxa de serviço
          </IonToggle>
        </IonItem>
        {serviceChargeOn ? (
          <IonItem>
            <IonInput
              {...ionFieldProps(formik, 'serviceChargeText')}
              label="Percentual da taxa (%)"
              labelPlacement="floating"
              fill="outline"
              inputmode="decimal"
              data-testid="service-charge-percent"
            />
          </IonItem>
        ) : null}
      </IonList>
      <div className="ion-padding-horizontal">
        <IonButton type="submit" expand="block" disabled={!changed || save === 'pending' || Boolean(formik.errors.serviceChargeText)}>
          Salvar
        </IonButton>
      </div>
    </form>
  );
}

export default function SettingsPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectShopSettingsStatus);
  const error = useAppSelector(selectShopSettingsError);
  const record = useAppSelector(selectShopSettings);
  const [changed, setChanged] = useState(false);
  const guard = useLeaveGuard(changed);
  const terms = useTerms();

  useEffect(() => {
    dispatch(loadRequested());
  }, [dispatch]);

  return (
    <IonPage>
      <PageHeader title={titleOf(terms.menu)} start={<GuardedBackButton guard={guard} fallbackPath={paths.More} />} />
      <IonContent>
        {status === 'pending' || status === 'idle' ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {status === 'error' ? (
          <LoadErrorState label="as configurações" cause={error ?? undefined} onRetry={() => dispatch(loadRequested())} />
        ) : null}
        {status === 'resolved' ? <SettingsForm record={record} onChangedChange={setChanged} /> : null}
        <EscalationSetting />
        <EscalationSetting kind="calls" />
        <DeviceAlertSettings />
        <PrintSettings />
      </IonContent>
    </IonPage>
  );
}
