import { IonButton, IonInput, IonItem, IonList, IonToggle } from '@ionic/react';
import { useMaskito } from '@maskito/react';
import { useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useEffect, useMemo } from 'react';
import { runtimeConfig } from '@/shared/config';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useVariant } from '@/shared/variant';
import { ionCheckedProps, ionFieldProps } from '@/shared/forms/ionFormik';
import { formatMoneyInput, parseMoneyInput } from '@/shared/lib/money';
import type { DeliverySettings } from '../api';
import {
  activeAfterSlugEdit,
  canToggleActive,
  deliveryBaseUrlOf,
  deliveryValuesOf,
  isDeliveryChanged,
  SLUG_MAX_LENGTH,
  slugInputOf,
  type DeliveryValues,
} from '../rules';
import { deliverySchema, type DeliveryValidationContext } from '../schema';
import { selectDeliverySave, selectSlugCheck, selectTakenSlug } from '../selectors';
import { saveRequested, slugEdited } from '../slice';
import { ionInputElement } from '@/shared/forms/masks';
import { phoneMaskOptions } from './phoneMask';

interface Props {
  record: DeliverySettings | null;
  /** Tells the page whether leaving would lose a change. */
  onChangedChange: (changed: boolean) => void;
}

export function DeliveryForm({ record, onChangedChange }: Props) {
  const dispatch = useAppDispatch();
  const variant = useVariant();
  const save = useAppSelector(selectDeliverySave);
  const slugCheck = useAppSelector(selectSlugCheck);
  const takenSlug = useAppSelector(selectTakenSlug);
  const phoneMask = useMaskito({ options: phoneMaskOptions, elementPredicate: ionInputElement });
  const initialValues = useMemo(() => deliveryValuesOf(record), [record]);

  const formik = useFormik<DeliveryValues>({
    initialValues,
    enableReinitialize: true,
    validate: (values) => {
      const context: DeliveryValidationContext = { takenSlug };
      return validateYupSchema(values, deliverySchema, false, context).then(
        () => ({}),
        (error: unknown) => yupToFormErrors(error) as FormikErrors<DeliveryValues>,
      );
    },
    onSubmit: (values) => {
      dispatch(saveRequested(values));
    },
  });
  const { validateForm, setFieldTouched } = formik;

  // The server's answer arrives after the keystroke that validated the form; validate again with it.
  useEffect(() => {
    if (takenSlug) void setFieldTouched('slug', true, false);
    void validateForm();
  }, [takenSlug, validateForm, setFieldTouched]);

  const slugField = ionFieldProps(formik, 'slug');
  // Slug and switch change together in one setValues: two setFieldValue calls would each validate against
  // the values of the last render, and the later, staler result would win.
  const onSlugInput: typeof slugField.onIonInput = (event) => {
    const typed = event.detail.value == null ? '' : String(event.detail.value);
    const slug = slugInputOf(typed);
    const input = event.target as { value?: unknown } | null;
    if (input && slug !== typed) input.value = slug;
    const isActive = activeAfterSlugEdit(formik.values.slug, slug, formik.values.isActive);
    void formik.setValues({ ...formik.values, slug, isActive });
    // Shown while typing: a character the address cannot hold is better pointed out at once.
    void setFieldTouched('slug', true, false);
    dispatch(slugEdited(slug));
  };

  const activeField = ionCheckedProps(formik, 'isActive');
  const onActiveChange: typeof activeField.onIonChange = (event) => {
    activeField.onIonChange(event);
    // The phone becomes required: say so now rather than leave 'Salvar' greyed out without a reason. Not
    // validated here: that would run on the values before the switch moved and overwrite the fresh result.
    if (event.detail.checked) void setFieldTouched('phone', true, false);
  };

  const changed = isDeliveryChanged(record, formik.values);
  useEffect(() => {
    onChangedChange(changed);
    return () => onChangedChange(false);
  }, [changed, onChangedChange]);
  const checking = slugCheck.status === 'checking' && slugCheck.slug === formik.values.slug;
  const saving = save === 'pending';
  const address = `${deliveryBaseUrlOf(variant, runtimeConfig)}/${formik.values.slug || '…'}`;

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <div className="ion-padding">
        <div className="ion-margin-bottom">
          <IonInput
            {...ionFieldProps(formik, 'phone')}
            ref={phoneMask}
            data-testid="delivery-phone"
            label="Celular"
            labelPlacement="floating"
            fill="outline"
            type="tel"
            inputmode="tel"
            autocomplete="tel-national"
            placeholder="(11) 98765-4321"
          />
        </div>
        <div className="ion-margin-bottom">
          <IonInput
            {...slugField}
            onIonInput={onSlugInput}
            data-testid="delivery-slug"
            label="URL de acesso"
            labelPlacement="floating"
            fill="outline"
            autocapitalize="off"
            spellcheck={false}
            counter
            maxlength={SLUG_MAX_LENGTH}
            helperText={checking ? 'Verificando…' : address}
          />
        </div>
        <IonInput
          {...ionFieldProps(formik, 'fee', { parse: parseMoneyInput, format: formatMoneyInput })}
          label="Taxa de entrega"
          data-testid="delivery-fee"
          labelPlacement="floating"
          fill="outline"
          inputmode="numeric"
        >
          <span slot="start" aria-hidden="true">
            $
          </span>
        </IonInput>
      </div>
      <IonList lines="none">
        <IonItem>
          <IonToggle
            {...activeField}
            onIonChange={onActiveChange}
            disabled={!canToggleActive(formik.values.slug)}
            helperText={canToggleActive(formik.values.slug) ? undefined : 'Preencha a URL de acesso para aceitar delivery.'}
          >
            Aceita delivery?
          </IonToggle>
        </IonItem>
      </IonList>
      <div className="ion-padding-horizontal">
        <IonButton type="submit" expand="block" disabled={!changed || !formik.isValid || checking || saving}>
          Salvar
        </IonButton>
      </div>
    </form>
  );
}
