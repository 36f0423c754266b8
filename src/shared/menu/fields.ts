import { number, string } from 'yup';
import { MENU_LIMITS } from '@contract/limits';
import '@/shared/forms/locale';
import { messages } from '@/shared/forms/messages';

/** Spec 5 and 9, as the server validates them. */
export const NAME_MAX_LENGTH = MENU_LIMITS.name;
export const DESCRIPTION_MAX_LENGTH = MENU_LIMITS.description;
export const QUANTITY_MIN = MENU_LIMITS.maxlengthMin;
export const QUANTITY_MAX = MENU_LIMITS.maxlengthMax;

/** Name of a category, product, option group, option or portion. */
export const nameField = () => string().label('Nome').trim().required().max(NAME_MAX_LENGTH);

export const descriptionField = () => string().label('Descrição').max(DESCRIPTION_MAX_LENGTH);

/** Option group quantity: optional; empty means no limit ('Quantos quiser'). */
export const quantityField = () =>
  number()
    .label('Quantidade máxima')
    .typeError(messages.invalid)
    .integer(messages.invalid)
    .min(QUANTITY_MIN)
    .max(QUANTITY_MAX)
    .nullable()
    .defined();

/** The text of an optional whole-number input: '' is no value. */
export const parseQuantity = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export const formatQuantity = (value: number | null): string => (value === null ? '' : String(value));

/** What an empty description field sends: nothing. */
export const descriptionValueOf = (text: string): string | null => (text.trim() === '' ? null : text);
