import type { RootState } from '@/app/rootReducer';
import { menuDetailsScreen } from '@/shared/menu/menuDetailsScreen';
import { IonButton, IonContent, IonItem, IonList, IonToggle } from '@ionic/react';
import { useFormik } from 'formik';
import { trashOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { pathTo } from '@/shared/routing/paths';
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
import { optionActions } from '../slice';

const TITLE = 'Opção';
export const REMOVE_QUESTION = 'Deseja realmente remover a opção?';

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
      dispatch(optionActions.saveRequested({ id, values: { ...valuesOfForm(option.groupId, form), isAvailable: option.isAvailable } }));
    },
  });
  const guard = useLeaveGuard(formik.dirty);
  const { resetForm } = formik;
  const savedHere = useCallback(() => resetForm({ values: formOfOption(option) }), [resetForm, option]);
  useDoneOnce(save, id, savedHere);
  const saving = save.id === id && save.status === 'pending';

  const remove = async () => {
    if (await confirm({ header: 'Atenção', message: REMOVE_QUESTION })) dispatch(optionActions.removeRequested({ itemGroupId, id }));
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
              onIonChange={(event) => dispatch(optionActions.availabilityToggled({ id, isAvailable: event.detail.checked }))}
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

export default menuDetailsScreen({
  title: TITLE,
  label: 'a opção',
  params: ['itemGroupId', 'optionGroupId', 'optionId'],
  listPath: ({ itemGroupId, optionGroupId }) => pathTo('Options', { itemGroupId, optionGroupId }),
  otherRecords: 'Ver outras opções',
  selectRecord: (state: RootState, { optionId }) => selectOptionById(state, optionId),
  selectDetail: (state: RootState, { optionId }) => selectOptionDetail(state, optionId),
  loadRequested: ({ optionId }) => optionActions.loadRequested({ id: optionId }),
  Editor: ({ record, ids }) => <OptionEditor option={record} itemGroupId={ids.itemGroupId} />,
});
