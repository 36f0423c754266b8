import { deliverySchema, SLUG_TAKEN } from '@/features/delivery-settings/schema';
import type { DeliveryValues } from '@/features/delivery-settings/rules';

const valid: DeliveryValues = { phone: '(11) 98765-4321', slug: 'loja', fee: 5, isActive: true };

async function errorsOf(values: Partial<DeliveryValues>, takenSlug: string | null = null): Promise<string[]> {
  try {
    await deliverySchema.validate({ ...valid, ...values }, { abortEarly: false, context: { takenSlug } });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('deliverySchema', () => {
  it.each([
    ['a complete active record', {}, []],
    ['an inactive record with nothing else', { phone: '', slug: '', isActive: false, fee: 0 }, []],
    ['a missing phone while active', { phone: '' }, ['Esse campo é obrigatório']],
    ['a short phone while active', { phone: '(11) 9876' }, ['Valor inválido']],
    ['a short phone while inactive', { phone: '(11) 9876', isActive: false }, ['Valor inválido']],
    ['a landline', { phone: '(11) 3333-4444' }, []],
    ['a slug with capitals', { slug: 'Loja' }, ['Valor inválido']],
    ['a slug with accents', { slug: 'lojinha-do-zé' }, ['Valor inválido']],
    ['a reserved slug', { slug: 'sign-in' }, ['Valor inválido']],
    ['a staff route as slug', { slug: 'orders' }, ['Valor inválido']],
    ['a long slug', { slug: 'a'.repeat(21) }, ['URL de acesso deve ter no máximo 20 caracteres']],
    ['a negative fee', { fee: -1 }, ['está abaixo do limite']],
    ['a fee above the limit', { fee: 1000 }, ['Taxa de entrega está acima do limite']],
    ['no fee', { fee: null }, ['Esse campo é obrigatório']],
  ])('%s', async (_case, values, errors) => {
    expect(await errorsOf(values)).toEqual(errors);
  });

  it(`says '${SLUG_TAKEN}' for the slug the server reported taken, and only for it`, async () => {
    expect(await errorsOf({ slug: 'ocupado' }, 'ocupado')).toEqual(['Já está sendo usado']);
    expect(await errorsOf({ slug: 'livre' }, 'ocupado')).toEqual([]);
  });
});
