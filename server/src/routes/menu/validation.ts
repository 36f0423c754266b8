import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifySchemaCompiler } from 'fastify';

// TypeBox knows no formats of its own: without this, every e-mail was refused as 'Unknown format "email"'. The shape
// is what browsers accept in an <input type="email">.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => EMAIL.test(value));

const textPatterns: Record<string, RegExp> = {
  integer: /^-?\d+$/,
  number: /^-?\d+(\.\d+)?$/,
  boolean: /^(true|false)$/,
};

/**
 * Path and query values arrive as text. Only text that is exactly a number (or true/false) becomes one: TypeBox's
 * own conversion would read "1.5", "1e3" and "0x10" as the ids 1, 1 and 16.
 */
function convertText(schema: TSchema, value: unknown): unknown {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!properties || typeof value !== 'object' || value === null) return value;
  const converted: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, property] of Object.entries(properties)) {
    const text = converted[key];
    const type = (property as { type?: string }).type;
    if (typeof text !== 'string' || type === undefined || !textPatterns[type]?.test(text)) continue;
    converted[key] = type === 'boolean' ? text === 'true' : Number(text);
  }
  return converted;
}

/**
 * Bodies are checked as sent, without the default Ajv's coercion: a price sent as "12" or a flag sent as "true"
 * is refused instead of silently converted.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema);
  return (value: unknown) => {
    const candidate = httpPart === 'body' ? value : convertText(schema, value);
    if (check.Check(candidate)) return { value: candidate };
    const errors = [...check.Errors(candidate)].map((error) => ({ message: error.message, instancePath: error.path }));
    return { error: errors as unknown as Error };
  };
};
