import { useFormik, type FormikValues } from 'formik';
import { trashOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { useLeaveGuard } from '@/shared/forms/useLeaveGuard';
import type { CommandStatus } from '@/shared/lib/loadStatus';
import type { MoreMenuEntry } from '@/shared/ui/MoreMenu';
import { useConfirm } from '@/shared/ui/useConfirm';
import type { EditableForm } from './recordForm';
import type { MenuRecord } from './records';
import { useDoneOnce } from './useDoneOnce';

/** A kind's save or removal, shared by every screen of the kind. */
export interface RecordCommand {
  id: number | null;
  status: CommandStatus;
}

interface EditConfig<R extends MenuRecord, F extends FormikValues> {
  record: R;
  form: EditableForm<F, R>;
  save: RecordCommand;
  submit: (values: F) => void;
}

/**
 * A record's form on its details screen: the question before leaving unsaved changes, the form reset to the saved
 * record once its save is done, and whether that save is on its way.
 */
export function useRecordForm<R extends MenuRecord, F extends FormikValues>({ record, form, save, submit }: EditConfig<R, F>) {
  const formik = useFormik<F>({ initialValues: form.of(record), validationSchema: form.schema, onSubmit: submit });
  const guard = useLeaveGuard(formik.dirty);
  const { resetForm } = formik;
  const savedHere = useCallback(() => resetForm({ values: form.of(record) }), [resetForm, form, record]);
  useDoneOnce(save, record.id, savedHere);
  return { formik, guard, saving: save.id === record.id && save.status === 'pending' };
}

interface RemoveConfig {
  id: number;
  removal: RecordCommand;
  /** 'Deseja realmente remover o produto?'… */
  question: string;
  /** False where the saga refuses at once with the spec's reason (an option group known to have options). */
  ask?: boolean;
  remove: () => void;
}

/** 'Remover' in a details screen's menu: asked first, and off while the removal is on its way. */
export function useRemoveEntry({ id, removal, question, ask = true, remove }: RemoveConfig): MoreMenuEntry {
  const confirm = useConfirm();
  const removeAsked = async () => {
    if (ask && !(await confirm({ header: 'Atenção', message: question }))) return;
    remove();
  };
  return {
    label: 'Remover',
    icon: trashOutline,
    onSelect: () => void removeAsked(),
    disabled: removal.id === id && removal.status === 'pending',
  };
}
