import { IonButton, IonInput, IonLabel, IonListHeader, IonNote } from '@ionic/react';
import { useFormik } from 'formik';
import { MEMBER_EMAIL_MAX_LENGTH, MEMBER_PASSWORD_LENGTH } from '@contract/staff-roles';
import type { TeamMember } from '@contract/staff';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useConfirm } from '@/shared/ui/useConfirm';
import { ionFieldProps } from '@/shared/forms/ionFormik';
import { memberSignInSchema } from '../schema';
import { selectTeamMember } from '../selectors';
import { memberSignInRequested } from '../slice';

/**
 * 'Acesso com e-mail' on a member's edit: an e-mail and a password of their own, to sign in on any device as
 * themselves; shown when they have one, with 'Remover acesso'. Saved apart from the member's form.
 */
export function MemberSignInSection({ memberId }: { memberId: number }) {
  const member = useAppSelector((state) => selectTeamMember(state, memberId));
  return member ? <SignInForm member={member} /> : null;
}

function SignInForm({ member }: { member: TeamMember }) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const pending = useAppSelector((state) => state.team?.signIn.memberId === member.id && state.team.signIn.status === 'pending');
  const formik = useFormik({
    initialValues: { email: member.email ?? '', password: '' },
    enableReinitialize: true,
    validationSchema: memberSignInSchema,
    onSubmit: ({ email, password }) => {
      dispatch(memberSignInRequested({ memberId: member.id, signIn: { email: email.trim(), password } }));
    },
  });
  const remove = async () => {
    const message = `${member.name} não poderá mais entrar com ${member.email ?? 'o e-mail'}; os aparelhos em que entrou saem agora.`;
    if (await confirm({ header: 'Remover acesso', message })) dispatch(memberSignInRequested({ memberId: member.id, signIn: null }));
  };
  return (
    <section className="team-sign-in" data-testid="member-sign-in">
      <IonListHeader>
        <IonLabel>Acesso com e-mail</IonLabel>
      </IonListHeader>
      <p className="ion-padding-horizontal ion-no-margin ion-margin-bottom">
        <IonNote data-testid="member-sign-in-state">
          {member.email ? `Entra com ${member.email}.` : 'Sem acesso próprio: entra pelo PIN num aparelho da loja.'}
        </IonNote>
      </p>
      <form onSubmit={formik.handleSubmit} noValidate className="ion-padding-horizontal">
        <IonInput
          {...ionFieldProps(formik, 'email')}
          label="E-mail"
          labelPlacement="floating"
          fill="outline"
          type="email"
          autocomplete="off"
          maxlength={MEMBER_EMAIL_MAX_LENGTH}
        />
        <IonInput
          {...ionFieldProps(formik, 'password')}
          label="Senha"
          labelPlacement="floating"
          fill="outline"
          type="password"
          autocomplete="new-password"
          maxlength={MEMBER_PASSWORD_LENGTH.max}
          helperText={`Pelo menos ${MEMBER_PASSWORD_LENGTH.min} caracteres`}
        />
        <IonButton type="submit" fill="outline" disabled={pending}>
          Salvar acesso
        </IonButton>
        {member.email ? (
          <IonButton type="button" fill="clear" color="danger" disabled={pending} onClick={() => void remove()}>
            Remover acesso
          </IonButton>
        ) : null}
      </form>
    </section>
  );
}
