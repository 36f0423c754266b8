import { object, string } from 'yup';
import { PIX_CITY_MAX, PIX_NAME_MAX, pixKeyProblemOf, pixTextOf } from '@contract/pix';

/** The form's fields, checked by the same rules as the server (contract/pix.ts). */
export const pixSettingsSchema = object({
  key: string()
    .default('')
    .test('pix-key', (value, context) => {
      const problem = pixKeyProblemOf(value ?? '');
      return problem === null || context.createError({ message: problem });
    }),
  merchantName: string()
    .default('')
    .test('pix-name', 'Informe o nome de quem recebe.', (value) => pixTextOf(value ?? '') !== '')
    .test('pix-name-length', `Use no máximo ${PIX_NAME_MAX} caracteres.`, (value) => pixTextOf(value ?? '').length <= PIX_NAME_MAX),
  merchantCity: string()
    .default('')
    .test('pix-city', 'Informe a cidade.', (value) => pixTextOf(value ?? '') !== '')
    .test('pix-city-length', `Use no máximo ${PIX_CITY_MAX} caracteres.`, (value) => pixTextOf(value ?? '').length <= PIX_CITY_MAX),
});
