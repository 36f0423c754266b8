import { boolean, object } from 'yup';
import { price } from '@/shared/forms/price';
import { descriptionField, nameField } from '@/shared/menu/fields';

export const optionSchema = object({
  name: nameField(),
  description: descriptionField(),
  price: price('Preço'),
  isAvailable: boolean().required(),
});

export interface OptionForm {
  name: string;
  description: string;
  price: number | null;
  isAvailable: boolean;
}
