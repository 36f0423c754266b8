import type { FormikConfig, FormikProps, FormikValues } from 'formik';
import type { ComponentType } from 'react';

/** A kind's form, the same in its create dialog and on its details screen. */
export interface RecordForm<F extends FormikValues> {
  /** What the create dialog opens with. */
  empty: F;
  schema: FormikConfig<F>['validationSchema'];
  /**
   * The kind's fields. `withSwitch` adds the record's switch ('Disponível?', 'Ativo?'): the create dialog asks for
   * it, while the details screen has a switch of its own that saves at once.
   */
  Fields: ComponentType<{ formik: FormikProps<F>; withSwitch?: boolean }>;
}

/** A kind's form where a record is edited too: its view of the record, as the screen opens and once saved. */
export interface EditableForm<F extends FormikValues, R> extends RecordForm<F> {
  of: (record: R) => F;
}
