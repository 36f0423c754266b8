import { boolean, object, string } from 'yup';
import '@/shared/forms/locale';
import { messages } from '@/shared/forms/messages';
import { price } from '@/shared/forms/price';
import { isValidPhone, phonePayloadOf, RESERVED_SLUGS, SLUG_CHARACTERS, SLUG_MAX_LENGTH } from './rules';

export const SLUG_TAKEN = 'Já está sendo usado';

/** Validation context: the slug the server said another shop holds, if any. */
export interface DeliveryValidationContext {
  takenSlug?: string | null;
}

export const deliverySchema = object({
  phone: string()
    .label('Celular')
    .default('')
    .test('required-when-active', messages.required, (value, context) => !context.parent.isActive || phonePayloadOf(value ?? '') !== null)
    .test('phone', messages.invalid, (value) => {
      const payload = phonePayloadOf(value ?? '');
      return payload === null || isValidPhone(payload);
    }),
  slug: string()
    .label('URL de acesso')
    .default('')
    .max(SLUG_MAX_LENGTH)
    .matches(SLUG_CHARACTERS)
    .notOneOf(RESERVED_SLUGS)
    .test('available', SLUG_TAKEN, (value, context) => {
      const { takenSlug } = (context.options.context ?? {}) as DeliveryValidationContext;
      return !takenSlug || value !== takenSlug;
    }),
  fee: price('Taxa de entrega'),
  isActive: boolean().required(),
});
