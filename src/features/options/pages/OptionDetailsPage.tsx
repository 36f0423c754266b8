import { RecordDetailsPage } from '@/shared/menu/RecordDetailsPage';
import { IonButton, IonContent, IonItem, IonList, IonToggle } from '@ionic/react';
import { useFormik } from 'formik';
import { trashOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ParamsErrorPage } from '@/shared/layout/ParamsErrorPage';
import { useRouteParams } from '@/shared/routing/useRouteParams';
import { pathTo, paths } from '@/shared/routing/paths';
import { GuardedBackButton } from '@/shared/forms/GuardedBackButton';
import { useLeaveGuard } from '@/shared/forms/useLeaveGuard';
import { useConfirm } from '@/shared/ui/useConfirm';
import { MoreMenu } from '@/shared/ui/MoreMenu';
import { useDoneOnce } from '@/shared/menu/useDoneOnce';
import type { Option } from '../api';
import { SellableFields } from '@/shared/menu/SellableFields';
import { formOfOption, valuesOfForm } from '../rules';
import { sellableSchema, type SellableForm } from '@/shared/menu/sellable';
import { selectIsTogglingOption, selectOptionById, selectOptionDetail, selectOptionRemoval, selectOptionSave } from '../selectors';
import { availabilityToggled, loadRequested, removeRequested, saveRequested } from '../slice';

const TITLE = 'Opção';
export const REMOVE_QUESTION = 'Deseja realmente remover a opção?';

function OtherOptionsButton({ itemGroupId, optionGroupId }: { itemGroupId: number; optionGroupId: number }) {
  return (
    <IonButton fill="clear" routerLink={pathTo('Options', { itemGroupId, optionGroupId })} routerDirection="back">
      Ver outras opções
    </IonButton>
  );
}

function OptionEditor({ option, itemGroupId }: { option: Option; itemGroupId: number }) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const { id } = option;
  const toggling = useAppSelector((state) => selectIsTogglingOption(state, id));
  const save = useAppSelector(selectOptionSave);
  const removal = useAppSelector(selectOptionRemoval);
  const formik = useFormik<SellableForm>({
    initialValues: formOfOption(option),
    validationSchema: sellableSchema,
    // Availability has its own switch, which saves at once; the form never overwrites it.
    onSubmit: (form) => {
      dispatch(saveRequested({ id, values: { ...valuesOfForm(option.groupId, form), isAvailable: option.isAvailable } }));
    },
  });
  const guard = useLeaveGuard(formik.dirty);
  const { resetForm } = formik;
  const savedHere = useCallback(() => resetForm({ values: formOfOption(option) }), [resetForm, option]);
  useDoneOnce(save, id, savedHere);
  const saving = save.id === id && save.status === 'pending';

  const remove = async () => {
    if (await confirm({ header: 'Atenção', message: REMOVE_QUESTION })) dispatch(removeRequested({ itemGroupId, id }));
  };
  const menu = (
    <MoreMenu
      entries={[{ label: 'Remover', icon: trashOutline, onSelect: () => void remove(), disabled: removal.id === id && removal.status === 'pending' }]}
    />
  );

  return (
    <>
      <PageHeader
        title={TITLE}
        start={<GuardedBackButton guard={guard} fallbackPath={pathTo('Options', { itemGroupId, optionGroupId: option.groupId })} />}
        end={menu}
      />
      <IonContent>
        <IonList>
          <IonItem lines="full">
            <IonToggle
              checked={option.isAvailable}
              disabled={toggling}
              onIonChange={(event) => dispatch(availabilityToggled({ id, isAvailable: event.detail.checked }))}
            >
              Disponível?
            </IonToggle>
          </IonItem>
        </IonList>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void formik.submitForm();
          }}
        >
          <IonList lines="none">
            <SellableFields formik={formik} descriptionRows={2} />
          </IonList>
          <IonButton type="submit" expand="block" className="ion-margin" disabled={!formik.dirty || saving}>
            Salvar
          </IonButton>
        </form>
      </IonContent>
    </>
  );
}

function OptionDetails({ itemGroupId, optionGroupId, optionId }: { itemGroupId: number; optionGroupId: number; optionId: number }) {
  const dispatch = useAppDispatch();
  const option = useAppSelector((state) => selectOptionById(state, optionId));
  const detail = useAppSelector((state) => selectOptionDetail(state, optionId));
  const load = useCallback(() => {
    dispatch(loadRequested({ id: optionId }));
  }, [dispatch, optionId]);

  return (
    <RecordDetailsPage
      record={option}
      detail={detail}
      load={load}
      title={TITLE}
      backTo={pathTo('Options', { itemGroupId, optionGroupId })}
      label="a opção"
      elsewhere={<OtherOptionsButton itemGroupId={itemGroupId} optionGroupId={optionGroupId} />}
    >
      {(option) => <OptionEditor option={option} itemGroupId={itemGroupId} />}
    </RecordDetailsPage>
  );
}

export default function OptionDetailsPage() {
  const params = useRouteParams('itemGroupId', 'optionGroupId', 'optionId');
  if (!params.ok) return <ParamsErrorPage title={TITLE} label="a opção" message={params.message} backTo={paths.ItemGroups} />;
  return <OptionDetails {...params.values} />;
}
