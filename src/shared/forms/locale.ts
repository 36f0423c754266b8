import { setLocale } from 'yup';
import { messages } from './messages';

/**
 * yup copies a rule's message when the schema is built (`string().max(50)`), not when it validates, so this
 * must run before any schema is created. Importing this module runs it; the export is for tests and for an
 * explicit call at start, and calling it again is harmless.
 */
export function installValidationMessages(): void {
  setLocale({
    mixed: {
      required: messages.required,
      defined: messages.required,
      notNull: messages.required,
      notOneOf: messages.invalid,
      oneOf: messages.invalid,
      notType: ({ type }) => (type === 'date' ? messages.date : messages.invalid),
    },
    string: {
      email: messages.email,
      matches: messages.invalid,
      max: ({ label, max }) => messages.maxLength(label, max),
      min: ({ label, min }) => messages.minLength(label, min),
    },
    number: {
      max: ({ label, max }) => messages.maxValue(label, max),
      min: ({ label, min }) => messages.minValue(label, min),
    },
    date: {
      min: ({ min }) => messages.minDate(min),
      max: ({ max }) => messages.maxDate(max),
    },
    array: {
      min: ({ min }) => messages.minItems(min),
    },
  });
}

installValidationMessages();
