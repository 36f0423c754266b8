import { number } from 'yup';
import { MENU_LIMITS } from '@contract/limits';
import './locale';
import { messages } from './messages';

export const PRICE_MIN = 0;
export const PRICE_MAX = MENU_LIMITS.priceMax;

/** Price and delivery fee: required, 0 to 999.99, with the spec's price-specific wording at both bounds. */
export function price(label: string) {
  return number()
    .label(label)
    .typeError(messages.invalid)
    .required()
    .min(PRICE_MIN, messages.minPrice)
    .max(PRICE_MAX, ({ label: field }) => messages.maxPrice(field));
}
