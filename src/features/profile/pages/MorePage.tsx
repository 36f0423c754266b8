import { IonContent, IonIcon, IonItem, IonLabel, IonList, IonPage } from '@ionic/react';
import {
  barChartOutline,
  bicycleOutline,
  calculatorOutline,
  cardOutline,
  cashOutline,
  appsOutline,
  gridOutline,
  informationCircleOutline,
  logOutOutline,
  qrCodeOutline,
  restaurantOutline,
  settingsOutline,
  notificationsOutline,
  peopleOutline,
  tvOutline,
  walletOutline,
} from 'ionicons/icons';
import type { StaffPermission } from '@contract/staff-roles';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { paths } from '@/shared/routing/paths';
import { selectActingMember } from '@/session/person/selectors';
import { personMay } from '@/session/person/rules';
import { selectProfile } from '@/session/selectors';
import { signOutRequested } from '@/session/slice';
import { selectAlertSettings } from '@/ordering/alerts/selectors';
import { waitingCallsLabel } from '@/ordering/calls/rules';
import { selectWaitingCallCount } from '@/ordering/calls/selectors';
import { useConfirm } from '@/shared/ui/useConfirm';
import { usePauseControl } from '@/features/order-pause/components/usePauseControl';

// A link with a permission shows only where the acting person has it (the shop's account has them all).
const links: { to: string; label: string; icon: string; permission?: StaffPermission }[] = [
  { to: paths.PaymentMethods, label: 'Meios de Pagamento', icon: cardOutline },
  { to: paths.OrderPayments, label: 'Pagamentos', icon: cashOutline },
  // Not in the spec's list: the shop's Pix key, for each comanda's Pix code.
  { to: paths.PixSettings, label: 'Pix', icon: walletOutline },
  { to: paths.QrCodes, label: 'QR codes', icon: qrCodeOutline },
  { to: paths.DeliverySettings, label: 'Delivery', icon: bicycleOutline },
  { to: paths.Settings, label: 'Configurações', icon: settingsOutline },
  // Not in the spec's list: the shop's people and this device's PIN ('Equipe'), the owner's and the managers'.
  { to: paths.Team, label: 'Equipe', icon: peopleOutline, permission: 'team.manage' },
  // Not in the spec's list: the day's numbers; the version, and QA's session recording, which a reload to /about
  // would lose.
  { to: paths.Calls, label: 'Chamados', icon: notificationsOutline },
  { to: paths.Tables, label: 'Salão', icon: appsOutline },
  { to: paths.DayReport, label: 'Resumo', icon: barChartOutline, permission: 'reports.view' },
  // Not in the spec's list: this device's till ('Caixa'), for whoever records payments.
  { to: paths.Till, label: 'Caixa', icon: calculatorOutline, permission: 'payments.record' },
  { to: paths.Kitchen, label: 'Cozinha', icon: restaurantOutline },
  { to: paths.Stations, label: 'Estações', icon: gridOutline },
  { to: paths.Board, label: 'Painel de pedidos prontos', icon: tvOutline },
  { to: paths.About, label: 'Sobre', icon: informationCircleOutline },
];

export default function MorePage() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const kiosk = useAppSelector((state) => selectAlertSettings(state).kioskMode);
  const confirm = useConfirm();
  const pauseControl = usePauseControl();
  const calls = useAppSelector(selectWaitingCallCount);
  const acting = useAppSelector(selectActingMember);
  const shownLinks = links.filter((link) => link.permission === undefined || personMay(acting, link.permission));
  // A kiosk tablet stays signed in on Pedidos: a stray tap on Sair must not end the shift's session.
  const signOut = async () => {
    if (kiosk && !(await confirm({ header: 'Modo quiosque', message: 'Este aparelho está no modo quiosque. Quer mesmo sair?' }))) return;
    dispatch(signOutRequested());
  };
  return (
    <IonPage>
      <PageHeader title="Mais opções" />
      <IonContent>
        <IonList>
          <IonItem lines="full">
            <IonLabel>
              <h2 data-testid="profile-name">
                {profile ? `${profile.firstName} ${profile.lastName}` : ' '}
              </h2>
              <p data-testid="profile-email">{profile?.email ?? ' '}</p>
            </IonLabel>
          </IonItem>
          <IonItem button detail={false} disabled={pauseControl.entry.disabled} onClick={pauseControl.entry.onSelect}>
            <IonIcon icon={pauseControl.entry.icon} slot="start" aria-hidden="true" />
            <IonLabel>{pauseControl.entry.label}</IonLabel>
          </IonItem>
          {shownLinks.map((link) => (
            <IonItem key={link.to} routerLink={link.to} detail>
              <IonIcon icon={link.icon} slot="start" aria-hidden="true" />
              <IonLabel>{link.label}</IonLabel>
              {link.to === paths.Calls && calls > 0 ? (
                <span slot="end" className="more-count" data-testid="calls-more-count" aria-label={waitingCallsLabel(calls)}>
                  {calls}
                </span>
              ) : null}
            </IonItem>
          ))}
          <IonItem button detail={false} onClick={() => void signOut()}>
            <IonIcon icon={logOutOutline} slot="start" aria-hidden="true" />
            <IonLabel>Sair</IonLabel>
          </IonItem>
        </IonList>
        {pauseControl.sheet}
      </IonContent>
    </IonPage>
  );
}
