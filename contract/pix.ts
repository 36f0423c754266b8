/**
 * The shop's Pix receiver as the BR Code needs it: which keys are valid (CPF, CNPJ, phone, e-mail, random key) and
 * how the receiver's name and city are written into the code. Pure rules and plain values, no schema, so the app's
 * form and the server's check run the same ones.
 */

export type PixKeyKind = 'cpf' | 'cnpj' | 'phone' | 'email' | 'random';

export const pixKeyKindLabels: Record<PixKeyKind, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  phone: 'Celular',
  email: 'E-mail',
  random: 'Chave aleatória',
};

/** The BR Code's limits: the receiver's name (ID 59) and city (ID 60); an e-mail key fits ID 26 (99 in all). */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
export const PIX_EMAIL_MAX = 77;

/** What the shop saves; the server keeps the key as `pixKeyOf` writes it and the texts as `pixTextOf` does. */
export interface PixReceiver {
  key: string;
  merchantName: string;
  merchantCity: string;
}

/** A field's refusal, naming the field as the API's body names it. */
export interface PixFieldProblem {
  field: keyof PixReceiver;
  message: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');
const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

/** The check digit of a CPF or CNPJ: the weighted sum modulo 11 (10 and 11 give 0). */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(text: string): boolean {
  const digits = digitsOf(text);
  if (digits.length !== 11 || allSame(digits)) return false;
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && second === Number(digits[10]);
}

export function isValidCnpj(text: string): boolean {
  const digits = digitsOf(text);
  if (digits.length !== 14 || allSame(digits)) return false;
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[12]) && second === Number(digits[13]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** +55, a two-digit area code not starting with 0, then 8 digits (landline) or 9 (mobile). */
const PHONE = /^\+55[1-9][1-9]\d{8,9}$/;
/** Only the separators people type in documents: dots, dashes, slashes and spaces. */
const DOCUMENT = /^[\d.\-/\s]+$/;

/** The kind of key as typed: by its form, before its check digits or length are checked. */
export function pixKeyKindOf(typed: string): PixKeyKind | null {
  const text = typed.trim();
  if (text === '') return null;
  if (text.includes('@')) return 'email';
  if (UUID.test(text)) return 'random';
  if (text.startsWith('+')) return 'phone';
  if (DOCUMENT.test(text)) {
    const length = digitsOf(text).length;
    if (length === 11) return 'cpf';
    if (length === 14) return 'cnpj';
  }
  return null;
}

/** The key as the DICT holds it: digits for CPF and CNPJ, +55 and digits for a phone, lower case otherwise. */
export function pixKeyOf(typed: string): string {
  const text = typed.trim();
  const kind = pixKeyKindOf(text);
  if (kind === 'cpf' || kind === 'cnpj') return digitsOf(text);
  if (kind === 'phone') return `+${digitsOf(text)}`;
  if (kind === 'email' || kind === 'random') return text.toLowerCase();
  return text;
}

/** Why the key is refused, in the words the form and the API's 400 use; null when it is a valid key. */
export function pixKeyProblemOf(typed: string): string | null {
  const text = typed.trim();
  const kind = pixKeyKindOf(text);
  if (text === '') return 'Informe a chave Pix.';
  switch (kind) {
    case 'cpf':
      return isValidCpf(text) ? null : 'CPF inválido: confira os dígitos.';
    case 'cnpj':
      return isValidCnpj(text) ? null : 'CNPJ inválido: confira os dígitos.';
    case 'phone':
      return PHONE.test(pixKeyOf(text)) ? null : 'Celular inválido: use +55, o DDD e o número (10 ou 11 dígitos).';
    case 'email':
      return EMAIL.test(text) && text.length <= PIX_EMAIL_MAX ? null : 'E-mail inválido.';
    case 'random':
      return null;
    default:
      return 'Chave Pix inválida: use CPF, CNPJ, celular com +55, e-mail ou chave aleatória.';
  }
}

/**
 * A name or city as the BR Code carries it: without accents, in capitals, printable ASCII only, single spaces.
 * Banks' apps show it to the payer as the receiver.
 */
export function pixTextOf(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function textProblemOf(typed: string, what: string, max: number): string | null {
  const text = pixTextOf(typed);
  if (text === '') return `Informe ${what}.`;
  return text.length > max ? `Use no máximo ${max} caracteres.` : null;
}

/** Every field refused, in the body's order; empty when the receiver may be saved. */
export function pixReceiverProblemsOf(receiver: PixReceiver): PixFieldProblem[] {
  const problems: Array<[keyof PixReceiver, string | null]> = [
    ['key', pixKeyProblemOf(receiver.key)],
    ['merchantName', textProblemOf(receiver.merchantName, 'o nome de quem recebe', PIX_NAME_MAX)],
    ['merchantCity', textProblemOf(receiver.merchantCity, 'a cidade', PIX_CITY_MAX)],
  ];
  return problems.flatMap(([field, message]) => (message === null ? [] : [{ field, message }]));
}

/** The receiver as it is kept and written into the code. */
export const pixReceiverOf = (receiver: PixReceiver): PixReceiver => ({
  key: pixKeyOf(receiver.key),
  merchantName: pixTextOf(receiver.merchantName),
  merchantCity: pixTextOf(receiver.merchantCity),
});
