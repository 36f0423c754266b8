import { IonButton, IonContent, IonItem, IonList, IonPage, IonSpinner, IonToggle } from '@ionic/react';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { useTerms } from '@/shared/variant';
import { GuardedBackButton } from '@/shared/forms/GuardedBackButton';
import { useLeaveGuard } from '@/shared/forms/useLeaveGuard';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { DeviceAlertSettings } from '@/features/order-alerts/DeviceAlertSettings';
import { PrintSettings } from '@/features/printing/PrintSettings';
import { EscalationSetting } from '../components/EscalationSetting';
import type { MenuType, ShopSettings } from '../api';
import { isInteractiveMenu, isSettingsChanged, menuTypeOfToggle } from '../rules';
import { settingsSchema } from '../schema';
import { selectShopSettings, selectShopSettingsError, selectShopSettingsSave, selectShopSettingsStatus } from '../selectors';
import { loadRequested, saveRequested } from '../slice';

/** 'Modo do Cardápio', or 'Modo do Catálogo' for a shop (the variant table's Menu). */
export const titleOf = (menu: string) => `Modo do ${menu}`;

interface Values {
  menuType: MenuType | null;
}

interface FormProps {
  record: ShopSettings | null;
  /** Tells the page whether leaving would lose a change. */
  onChangedChange: (changed: boolean) => void;
}

function SettingsForm({ record, onChangedChange }: FormProps) {
  const dispatch = useAppDispatch();
  const terms = useTerms();
  const save = useAppSelector(selectShopSettingsSave);
  const initialValues = useMemo<Values>(() => ({ menuType: record?.menuType ?? null }), [record]);
  const formik = useFormik<Values>({
    initialValues,
    enableReinitialize: true,
    validationSchema: settingsSchema,
    onSubmit: ({ menuType }) => {
      if (menuType !== null) dispatch(saveRequested(menuType));
    },
  });
  const { menuType } = formik.values;
  const changed = isSettingsChanged(record, menuType);
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
      </IonList>
      <div className="ion-padding-horizontal">
        <IonButton type="submit" expand="block" disabled={!changed || save === 'pending'}>
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
