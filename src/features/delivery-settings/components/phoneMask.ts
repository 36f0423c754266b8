import type { MaskitoOptions } from '@maskito/core';
import { digitsOf } from '../rules';

const DIGIT = /\d/;
const LANDLINE = ['(', DIGIT, DIGIT, ')', ' ', DIGIT, DIGIT, DIGIT, DIGIT, '-', DIGIT, DIGIT, DIGIT, DIGIT];
const MOBILE = ['(', DIGIT, DIGIT, ')', ' ', DIGIT, DIGIT, DIGIT, DIGIT, DIGIT, '-', DIGIT, DIGIT, DIGIT, DIGIT];

/** (##) ####-#### until an eleventh digit arrives, then (##) #####-####. */
export const phoneMaskOptions: MaskitoOptions = {
  mask: ({ value }) => (digitsOf(value).length > 10 ? MOBILE : LANDLINE),
};
