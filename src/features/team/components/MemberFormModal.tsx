import { nanoid } from '@reduxjs/toolkit';
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonInput,
  IonItem,
  IonLabel,
  IonList,
  IonListHeader,
  IonModal,
  IonRadio,
  IonRadioGroup,
  IonTitle,
  IonToggle,
  IonToolbar,
} from '@ionic/react';
import { useFormik } from 'formik';
import { closeOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { STAFF_NAME_MAX_LENGTH, STAFF_ROLE_LABELS, staffRoles, type StaffRole } from '@contract/staff-roles';
import type { StaffMember } from '@contract/staff';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ionCheckedProps, ionFieldProps } from '@/shared/forms/ionFormik';
import { PIN_MAX_DIGITS } from '@/session/person/rules';
import { memberValuesOf, NEW_MEMBER, rolePermissionLabels, type MemberValues } from '../rules';
import { memberChangesSchema, newMemberSchema } from '../schema';
import { memberSaveRequested } from '../slice';
import { MemberSignInSection } from './MemberSignInSection';

interface Props {
  /** Open for a new member ('new') or to edit one; closed: null. */
  editing: StaffMember | 'new' | null;
  onClose: () => void;
}

/** What a role may do, fixed for every shop, under the role's choice. */
function RolePermissions({ role }: { role: StaffRole }) {
  return (
    <ul className="team-role-permissions" aria-label={`O que ${STAFF_ROLE_LABELS[role]} pode fazer`} data-testid="role-permissions">
      {rolePermissionLabels(role).map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}

/** 'Nova pessoa' and a member's edit: name, role, PIN (blank keeps it on an edit) and, on an edit, 'Ativo'. */
export function MemberFormModal({ editing, onClose }: Props) {
  const dispatch = useAppDispatch();
  const save = useAppSelector((state) => state.team?.save);
  const [requestId, setRequestId] = useState<string | null>(null);
  const member = editing !== 'new' ? editing : null;
  const formik = useFormik<MemberValues>({
    initialValues: member ? memberValuesOf(member) : NEW_MEMBER,
    enableReinitialize: true,
    validationSchema: member ? memberChangesSchema : newMemberSchema,
    onSubmit: (values) => {
      const id = nanoid();
      setRequestId(id);
      dispatch(memberSaveRequested({ requestId: id, id: member?.id ?? null, values }));
    },
  });
  const mine = requestId !== null && save?.requestId === requestId;
  const pending = mine && save?.status === 'pending';
  const done = mine && save?.status === 'done';
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);

  const title = member ? member.name : 'Nova pessoa';
  return (
    <IonModal isOpen={editing !== null} aria-label={title} onDidDismiss={() => { formik.resetForm(); setRequestId(null); onClose(); }}>
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} aria-label="Fechar">
              <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <form onSubmit={formik.handleSubmit} noValidate>
          <div className="ion-padding-horizontal ion-padding-top">
            <IonInput
              {...ionFieldProps(formik, 'name')}
              label="Nome"
              labelPlacement="floating"
              fill="outline"
              counter
              maxlength={STAFF_NAME_MAX_LENGTH}
            />
          </div>
          <IonList lines="none">
            <IonRadioGroup
              value={formik.values.role}
              onIonChange={(event) => void formik.setFieldValue('role', event.detail.value as StaffRole)}
            >
              <IonListHeader>
                <IonLabel>Função</IonLabel>
              </IonListHeader>
              {staffRoles.map((role) => (
                <IonItem key={role}>
                  <IonRadio value={role} justify="start" labelPlacement="end">
                    {STAFF_ROLE_LABELS[role]}
                  </IonRadio>
                </IonItem>
              ))}
            </IonRadioGroup>
            <RolePermissions role={formik.values.role} />
          </IonList>
          <div className="ion-padding-horizontal">
            <IonInput
              {...ionFieldProps(formik, 'pin')}
              label="PIN"
              labelPlacement="floating"
              fill="outline"
              type="password"
              inputmode="numeric"
              autocomplete="off"
              maxlength={PIN_MAX_DIGITS}
              helperText={member ? 'Deixe em branco para manter' : '4 a 6 dígitos'}
            />
          </div>
          {member ? (
            <IonItem lines="none">
              <IonToggle {...ionCheckedProps(formik, 'active')}>Ativo</IonToggle>
            </IonItem>
          ) : null}
          <IonButton type="submit" expand="block" className="ion-margin" disabled={pending}>
            Salvar
          </IonButton>
        </form>
        {member ? <MemberSignInSection memberId={member.id} /> : null}
      </IonContent>
    </IonModal>
  );
}
