import { IonContent, IonList } from '@ionic/react';
import type { Action } from '@reduxjs/toolkit';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { GuardedBackButton } from '@/shared/forms/GuardedBackButton';
import { MoreMenu } from '@/shared/ui/MoreMenu';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useRecordForm, useRemoveEntry, type RecordCommand } from './recordEditing';
import type { EditableForm } from './recordForm';
import type { MenuRecord } from './records';
import { SaveForm } from './SaveForm';
import { SwitchRow } from './SwitchRow';

interface Props<R extends MenuRecord, F extends FormikValues, S> {
  record: R;
  /** 'Detalhes', 'Opção', 'Opcional'. */
  title: string;
  /** Where back goes when there is no page behind. */
  listPath: string;
  form: EditableForm<F, R>;
  /** The switch's own field is the record's: the form never overwrites it. */
  save: { select: (state: S) => RecordCommand; requested: (form: F) => Action };
  removal: { select: (state: S) => RecordCommand; question: string; ask?: boolean; requested: () => Action };
  switchRow: { label: 'Disponível?' | 'Ativo?'; checked: boolean; selectToggling: (state: S, id: number) => boolean; toggled: (checked: boolean) => Action };
  /** Above the switch: the photo. */
  top?: ReactNode;
  /** Below the form: the link to the record's children. */
  children?: ReactNode;
}

/**
 * The details screen of a menu record with a switch of its own (a product, an option, an option group): the way back
 * that asks before leaving unsaved changes, 'Remover', the switch that saves at once, and the kind's form.
 */
export function RecordEditor<R extends MenuRecord, F extends FormikValues, S>(props: Props<R, F, S>) {
  const { record, title, listPath, form, save, removal, switchRow, top, children } = props;
  const dispatch = useDispatch();
  const { id } = record;
  const toggling = useSelector((state: S) => switchRow.selectToggling(state, id));
  const { formik, guard, saving } = useRecordForm({ record, form, save: useSelector(save.select), submit: (values) => dispatch(save.requested(values)) });
  const remove = useRemoveEntry({ id, removal: useSelector(removal.select), question: removal.question, ask: removal.ask, remove: () => dispatch(removal.requested()) });
  const { Fields } = form;

  return (
    <>
      <PageHeader title={title} start={<GuardedBackButton guard={guard} fallbackPath={listPath} />} end={<MoreMenu entries={[remove]} />} />
      <IonContent>
        {top}
        <IonList>
          <SwitchRow label={switchRow.label} checked={switchRow.checked} disabled={toggling} onChange={(checked) => dispatch(switchRow.toggled(checked))} />
        </IonList>
        <SaveForm formik={formik} saving={saving}>
          <Fields formik={formik} />
        </SaveForm>
        {children ? <IonList>{children}</IonList> : null}
      </IonContent>
    </>
  );
}
