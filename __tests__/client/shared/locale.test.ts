import { array, date, number, object, string, type AnySchema } from 'yup';
import { installValidationMessages } from '@/shared/forms/locale';
import { messages } from '@/shared/forms/messages';
import { price } from '@/shared/forms/price';

// Explicit, though importing the module already installed them: a schema built earlier would keep yup's English.
installValidationMessages();

async function errorOf(schema: AnySchema, value: unknown): Promise<string | undefined> {
  try {
    await schema.validate(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('shared rule messages (spec section 5)', () => {
  it.each([
    ['required string', string().label('Nome').required(), '', 'Esse campo é obrigatório'],
    ['required number', number().label('Preço').required(), undefined, 'Esse campo é obrigatório'],
    ['required, given null', number().label('Preço').required(), null, 'Esse campo é obrigatório'],
    ['date', date().label('Início'), 'ontem', 'Não é uma data válida'],
    ['min date', date().min(new Date(2026, 0, 10)), new Date(2026, 0, 9), 'Não deve ser menor que 10/01/2026'],
    ['max date', date().max(new Date(2026, 10, 20)), new Date(2026, 10, 21), 'Não deve ser maior que 20/11/2026'],
    ['email', string().label('Email').email(), 'fulano@', 'Não é um email válido'],
    ['excluded', string().notOneOf(['app', 'sign-in']), 'app', 'Valor inválido'],
    ['regex', string().matches(/^[a-z0-9_-]*$/), 'Com Espaço', 'Valor inválido'],
    ['max length', string().label('Nome').max(50), 'x'.repeat(51), 'Nome deve ter no máximo 50 caracteres'],
    ['min length', string().label('Senha').min(6), '12345', 'Senha deve ter pelo menos 6 caracteres'],
    ['max value', number().label('Quantidade').max(99), 100, 'Quantidade deve ser no máximo 99'],
    ['min value', number().label('Quantidade').min(1), 0, 'Quantidade deve ser no mínimo 1'],
    ['at least one', array().of(string()).min(1), [], 'Deve ter pelo menos 1'],
  ])('%s', async (_rule, schema, value, expected) => {
    expect(await errorOf(schema as AnySchema, value)).toBe(expected);
  });

  it('names an unlabelled field generically', async () => {
    expect(await errorOf(string().max(20), 'x'.repeat(21))).toBe('Esse campo deve ter no máximo 20 caracteres');
  });

  it('uses the label, not the path, inside an object', async () => {
    const schema = object({ locationName: string().label('Nome do local').max(20) });
    expect(await errorOf(schema, { locationName: 'x'.repeat(21) })).toBe('Nome do local deve ter no máximo 20 caracteres');
  });

  it('formats date bounds given as YYYY-MM-DD strings', () => {
    expect(messages.minDate('2026-01-10')).toBe('Não deve ser menor que 10/01/2026');
    expect(messages.maxDate('2026-11-20')).toBe('Não deve ser maior que 20/11/2026');
  });
});

describe('price(label)', () => {
  const schema = price('Preço');

  it.each([0, 0.01, 12.5, 999.99])('accepts %p', async (value) => {
    expect(await errorOf(schema, value)).toBeUndefined();
  });

  it('is required', async () => {
    expect(await errorOf(schema, null)).toBe('Esse campo é obrigatório');
    expect(await errorOf(schema, undefined)).toBe('Esse campo é obrigatório');
  });

  it('rejects above 999.99 with the price wording', async () => {
    expect(await errorOf(schema, 1000)).toBe('Preço está acima do limite');
  });

  it('rejects below zero with the price wording', async () => {
    expect(await errorOf(schema, -0.01)).toBe('está abaixo do limite');
  });

  it('rejects text that is not a number', async () => {
    expect(await errorOf(schema, 'doze')).toBe('Valor inválido');
  });
});
