import { boolean, object } from 'yup';
import { price } from '@/shared/forms/price';
import { descriptionField, descriptionValueOf, nameField } from './fields';

/** What a product and an option share on screen: a name, a description, a price and whether it is on sale. */
export const sellableSchema = object({
  name: nameField(),
  description: descriptionField(),
  price: price('Preço'),
  isAvailable: boolean().required(),
});

/** The form's view: the description is text, the price empty until typed. */
export interface SellableForm {
  name: string;
  description: string;
  price: number | null;
  isAvailable: boolean;
}

/** A product or an option, as the form sees it. */
export interface Sellable {
  name: string;
  description: string | null;
  price: number;
  isAvailable: boolean;
}

export const EMPTY_SELLABLE_FORM: SellableForm = { name: '', description: '', price: null, isAvailable: true };

export const formOfSellable = (record: Sellable): SellableForm => ({
  name: record.name,
  description: record.description ?? '',
  price: record.price,
  isAvailable: record.isAvailable,
});

/** What a valid form sends: a trimmed name, no empty description. */
export const sellableValuesOf = (form: SellableForm): Sellable => ({
  name: form.name.trim(),
  description: descriptionValueOf(form.description),
  price: form.price ?? 0,
  isAvailable: form.isAvailable,
});

/** Spec 7: a product's and an option's payload, under the list they belong to (groupId). */
export const sellableBodyOf = (values: Sellable & { groupId: number }) => ({
  groupId: values.groupId,
  name: values.name,
  description: values.description,
  price: values.price,
  available: values.isAvailable,
});
