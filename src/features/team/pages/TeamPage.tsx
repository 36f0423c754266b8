import { IonBadge, IonContent, IonFab, IonFabButton, IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonPage, IonSpinner } from '@ionic/react';
import { add } from 'ionicons/icons';
import { useCallback, useEffect, useState } from 'react';
import { permissionMissingMessage, STAFF_ROLE_LABELS } from '@contract/staff-roles';
import type { StaffMember } from '@contract/staff';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectPersonMay } from '@/session/person/selectors';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { DeviceSection } from '../components/DeviceSection';
import { MemberFormModal } from '../components/MemberFormModal';
import { selectMembers } from '../selectors';
import { membersRequested } from '../slice';
import '../team.css';

/**
 * 'Equipe' opened by a person who may not manage the team (an address typed by hand): nothing of it, not even this
 * device's 'Pedir PIN', whose turning off would leave the device acting as the shop's account.
 */
function NotAllowed() {
  return (
    <IonPage>
      <PageHeader title="Equipe" backTo={paths.More} />
      <IonContent>
        <EmptyState title="Equipe" text={permissionMissingMessage('team.manage')} />
      </IonContent>
    </IonPage>
  );
}

/** 'Equipe': the shop's people (name, role, 'Inativo'), a form to add or edit one, and this device's PIN choice. */
export default function TeamPage() {
  const mayManage = useAppSelector((state) => selectPersonMay(state, 'team.manage'));
  return mayManage ? <TeamScreen /> : <NotAllowed />;
}

function TeamScreen() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.team?.status ?? 'idle');
  const error = useAppSelector((state) => state.team?.error ?? null);
  const members = useAppSelector(selectMembers);
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const close = useCallback(() => setEditing(null), []);

  useEffect(() => {
    if (status === 'idle') dispatch(membersRequested());
  }, [status, dispatch]);

  return (
    <IonPage>
      <PageHeader title="Equipe" backTo={paths.More} />
      <IonContent>
        <DeviceSection />
        <IonListHeader>
          <IonLabel>Pessoas</IonLabel>
        </IonListHeader>
        {status === 'pending' && members.length === 0 ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label="Carregando" />
          </div>
        ) : null}
        {status === 'error' ? <LoadErrorState label="a equipe" cause={error ?? undefined} onRetry={() => dispatch(membersRequested())} /> : null}
        {status === 'resolved' && members.length === 0 ? <EmptyState title="Sem pessoas na equipe" text="Adicione quem trabalha na loja, cada um com seu PIN." /> : null}
        {members.length > 0 ? (
          <IonList data-testid="team-members">
            {members.map((member) => (
              <IonItem key={member.id} button detail onClick={() => setEditing(member)}>
                <IonLabel>
                  <h2>{member.name}</h2>
                  <p>{STAFF_ROLE_LABELS[member.role]}</p>
                </IonLabel>
                {member.active ? null : (
                  <IonBadge slot="end" color="medium">
                    Inativo
                  </IonBadge>
                )}
              </IonItem>
            ))}
          </IonList>
        ) : null}
        {status === 'resolved' ? (
          <IonFab slot="fixed" vertical="bottom" horizontal="end">
            <IonFabButton aria-label="Nova pessoa" onClick={() => setEditing('new')}>
              <IonIcon icon={add} aria-hidden="true" />
            </IonFabButton>
          </IonFab>
        ) : null}
        <MemberFormModal editing={editing} onClose={close} />
      </IonContent>
    </IonPage>
  );
}
