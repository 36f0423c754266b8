
/** yup passes the field's .label() here; a field without one still reads as a sentence. */
const fieldOf = (label: unknown) => (typeof label === 'string' && label ? label : 'Esse campo');

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy by hand: date-fns' format would pull its whole formatter into the login bundle. */
function dateText(value: unknown): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').map(Number) : null;
  const date = day ? new Date(day[0], day[1] - 1, day[2]) : value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/**
 * The spec's shared rule messages (section 5), as functions so custom tests (e.g. date strings in the
 * filters) word their errors exactly like the built-in rules.
 */
export const messages = {
  required: 'Esse campo é obrigatório',
  date: 'Não é uma data válida',
  email: 'Não é um email válido',
  invalid: 'Valor inválido',
  minDate: (min: unknown) => `Não deve ser menor que ${dateText(min)}`,
  maxDate: (max: unknown) => `Não deve ser maior que ${dateText(max)}`,
  maxLength: (label: unknown, length: number) => `${fieldOf(label)} deve ter no máximo ${length} caracteres`,
  minLength: (label: unknown, length: number) => `${fieldOf(label)} deve ter pelo menos ${length} caracteres`,
  maxValue: (label: unknown, max: number) => `${fieldOf(label)} deve ser no máximo ${max}`,
  minValue: (label: unknown, min: number) => `${fieldOf(label)} deve ser no mínimo ${min}`,
  maxPrice: (label: unknown) => `${fieldOf(label)} está acima do limite`,
  // The spec words the lower price bound without the field name; kept letter for letter.
  minPrice: 'está abaixo do limite',
  minItems: (min: number) => `Deve ter pelo menos ${min}`,
} as const;
