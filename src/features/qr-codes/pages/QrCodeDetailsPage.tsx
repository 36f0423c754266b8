import { IonButton, IonContent, IonIcon, IonList, IonPage, IonSpinner, IonText } from '@ionic/react';
import { useFormik } from 'formik';
import { shareSocialOutline } from 'ionicons/icons';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { paths } from '@/shared/routing/paths';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import type { QrCode, QrCodeValues } from '../api';
import { QrCodeFields } from '../components/QrCodeFields';
import { QrImage } from '../components/QrImage';
import { ShareQrCodeModal } from '../components/ShareQrCodeModal';
import { useSignInLink } from '../components/useSignInLink';
import { isQrCodeChanged, valuesOfQrCode } from '../rules';
import { qrCodeSchema } from '../schema';
import { selectQrCodeById, selectQrCodeDetail, selectQrCodeSave } from '../selectors';
import { detailRequested, saveRequested } from '../slice';

const TITLE = 'Detalhes';
const DETAILS_QR_WIDTH = 200;

function AllQrCodesButton() {
  return (
    <IonButton fill="clear" routerLink={paths.QrCodes} routerDirection="back">
      Ver todos QR codes
    </IonButton>
  );
}

function QrCodeForm({ qrCode, onShare }: { qrCode: QrCode; onShare: () => void }) {
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectQrCodeSave);
  const saving = save.id === qrCode.id && save.status === 'pending';
  const initialValues = useMemo(() => valuesOfQrCode(qrCode), [qrCode]);
  const formik = useFormik<QrCodeValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: qrCodeSchema,
    onSubmit: (values) => {
      dispatch(saveRequested({ id: qrCode.id, values: { ...values, location: values.location.trim() } }));
    },
  });
  const changed = isQrCodeChanged(qrCode, formik.values);

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <IonList lines="none">
        <QrCodeFields formik={formik} withActive />
      </IonList>
      <div className="ion-padding-horizontal">
        <IonButton type="submit" expand="block" disabled={!changed || !formik.isValid || saving}>
          Salvar
        </IonButton>
        <IonButton expand="block" fill="outline" onClick={onShare}>
          <IonIcon slot="start" icon={shareSocialOutline} aria-hidden="true" />
          Compartilhar
        </IonButton>
      </div>
    </form>
  );
}

function QrCodeView({ qrCode }: { qrCode: QrCode }) {
  const link = useSignInLink(qrCode.code);
  const [sharing, setSharing] = useState(false);
  const share = () => setSharing(true);

  return (
    <>
      <div className="ion-padding ion-text-center">
        <button
          type="button"
          onClick={share}
          aria-label="Compartilhar QR code"
          style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', display: 'inline-block' }}
        >
          <QrImage text={link} width={DETAILS_QR_WIDTH} alt={`QR code ${qrCode.location}`} />
        </button>
        <p>
          <IonText color="medium" data-testid="qr-code-text">
            {qrCode.code}
          </IonText>
        </p>
      </div>
      <QrCodeForm qrCode={qrCode} onShare={share} />
      <ShareQrCodeModal qrCode={qrCode} isOpen={sharing} onClose={() => setSharing(false)} />
    </>
  );
}

function QrCodeDetails({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const qrCode = useAppSelector((state) => selectQrCodeById(state, id));
  const detail = useAppSelector(selectQrCodeDetail);
  const loadFailed = !qrCode && detail.id === id && detail.status === 'error';

  useEffect(() => {
    dispatch(detailRequested(id));
  }, [id, dispatch]);

  return (
    <IonPage>
      <PageHeader title={TITLE} backTo={paths.QrCodes} />
      <IonContent>
        {loadFailed ? (
          <LoadErrorState label="o QR code" cause={detail.error ?? undefined} onRetry={() => dispatch(detailRequested(id))}>
            <AllQrCodesButton />
          </LoadErrorState>
        ) : null}
        {!qrCode && !loadFailed ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {qrCode ? <QrCodeView qrCode={qrCode} /> : null}
      </IonContent>
    </IonPage>
  );
}

export default function QrCodeDetailsPage() {
  const params = useRouteParams('qrCodeId');
  if (!params.ok) {
    return (
      <ParamsErrorPage title={TITLE} label="o QR code" message={params.message} backTo={paths.QrCodes}>
        <AllQrCodesButton />
      </ParamsErrorPage>
    );
  }
  return <QrCodeDetails id={params.values.qrCodeId} />;
}
