import { boolean, object } from 'yup';
import { price } from '@/shared/forms/price';
import { descriptionField, nameField } from '@/shared/menu/fields';

export const itemSchema = object({
  name: nameField(),
  description: descriptionField(),
  price: price('Preço'),
  isAvailable: boolean().required(),
});

/** The form's view of a product: the description is text, the price empty until typed. */
export interface ItemForm {
  name: string;
  description: string;
  price: number | null;
  isAvailable: boolean;
}
