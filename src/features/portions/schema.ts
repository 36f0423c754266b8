import { boolean, object } from 'yup';
import { price } from '@/shared/forms/price';
import { nameField } from '@/shared/menu/fields';

export const portionSchema = object({
  name: nameField(),
  price: price('Preço'),
  isAvailable: boolean().required(),
});

export interface PortionForm {
  name: string;
  price: number | null;
  isAvailable: boolean;
}
