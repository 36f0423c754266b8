import { IonItem, IonToggle } from '@ionic/react';
import { ionCheckedProps } from '@/shared/forms/ionFormik';
import { CreateRecordModal } from '@/shared/menu/CreateRecordModal';
import { NameField } from '@/shared/menu/NameField';
import type { ItemGroupValues } from '../api';
import { CATEGORY_TITLE_MAX_LENGTH, itemGroupSchema } from '../schema';
import { selectItemGroupCreation } from '../selectors';
import { itemGroupActions } from '../slice';

const EMPTY: ItemGroupValues = { title: '', isActive: true };

/** 'Nova categoria'; on success the saga opens the new category. */
export function CreateItemGroupModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <CreateRecordModal
      title="Nova categoria"
      isOpen={isOpen}
      onClose={onClose}
      initialValues={EMPTY}
      validationSchema={itemGroupSchema}
      selectCreation={selectItemGroupCreation}
      createRequested={(values, requestId) => itemGroupActions.createRequested({ requestId, values: { ...values, title: values.title.trim() } })}
    >
      {(formik) => (
        <>
          <NameField formik={formik} name="title" maxLength={CATEGORY_TITLE_MAX_LENGTH} />
          <IonItem lines="none">
            <IonToggle {...ionCheckedProps(formik, 'isActive')}>Ativo?</IonToggle>
          </IonItem>
        </>
      )}
    </CreateRecordModal>
  );
}
