import { useFormik } from 'formik';
import { useMemo } from 'react';
import { object, string } from 'yup';
import '@/shared/forms/locale';
import { canRename } from '../rules';
import { FormModal } from '@/shared/menu/FormModal';
import { NameField } from '@/shared/menu/NameField';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  current: string;
  /** Given by the caller: 50 for a category title. */
  maxLength: number;
  pending: boolean;
  onRename: (name: string) => void;
}

/** Spec 5: field 'Nome', required, at most maxLength; accepted only when valid and changed. */
export function RenameDialog({ isOpen, onClose, current, maxLength, pending, onRename }: Props) {
  const schema = useMemo(() => object({ name: string().label('Nome').trim().required().max(maxLength) }), [maxLength]);
  const formik = useFormik({
    initialValues: { name: current },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: ({ name }) => {
      if (canRename(current, name, schema.isValidSync({ name }))) onRename(name.trim());
    },
  });
  const acceptable = canRename(current, formik.values.name, schema.isValidSync(formik.values));
  return (
    <FormModal
      title="Renomear"
      isOpen={isOpen}
      onClose={onClose}
      onClosed={() => formik.resetForm()}
      onSubmit={formik.submitForm}
      submitDisabled={pending || !acceptable}
    >
      <NameField formik={formik} maxLength={maxLength} />
    </FormModal>
  );
}
