import { IonItem, IonToggle } from '@ionic/react';
import type { FormikProps } from 'formik';
import { ionCheckedProps } from '@/shared/forms/ionFormik';
import { CreateRecordModal, type CreateModalProps } from '@/shared/menu/CreateRecordModal';
import { NameField } from '@/shared/menu/NameField';
import type { RecordForm } from '@/shared/menu/recordForm';
import type { ItemGroupValues } from '../api';
import { CATEGORY_TITLE_MAX_LENGTH, itemGroupSchema } from '../schema';
import { selectItemGroupCreation } from '../selectors';
import { itemGroupActions } from '../slice';

/** A category is renamed from its screen; only 'Nova categoria' shows these fields. */
function CategoryFields({ formik }: { formik: FormikProps<ItemGroupValues> }) {
  return (
    <>
      <NameField formik={formik} name="title" maxLength={CATEGORY_TITLE_MAX_LENGTH} />
      <IonItem lines="none">
        <IonToggle {...ionCheckedProps(formik, 'isActive')}>Ativo?</IonToggle>
      </IonItem>
    </>
  );
}

const categoryForm: RecordForm<ItemGroupValues> = { empty: { title: '', isActive: true }, schema: itemGroupSchema, Fields: CategoryFields };

/** 'Nova categoria'; on success the saga opens the new category. */
export function CreateItemGroupModal(modal: CreateModalProps) {
  const createRequested = (values: ItemGroupValues, requestId: string) => itemGroupActions.createRequested({ requestId, values: { ...values, title: values.title.trim() } });
  return <CreateRecordModal {...modal} title="Nova categoria" form={categoryForm} selectCreation={selectItemGroupCreation} createRequested={createRequested} />;
}
