import { boolean, object } from 'yup';
import { nameField, quantityField } from '@/shared/menu/fields';

export const optionGroupSchema = object({
  title: nameField(),
  maxLength: quantityField(),
  isRequired: boolean().required(),
  isActive: boolean().required(),
});
