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

/** The JSON type a schema's text stands for: its own, or the one all members of a union of literals share. */
function textTypeOf(schema: TSchema): string | undefined {
  const { type, anyOf } = schema as { type?: string; anyOf?: TSchema[] };
  if (type !== undefined || !anyOf) return type;
  const types = new Set(anyOf.map((member) => (member as { type?: string }).type));
  return types.size === 1 ? [...types][0] : undefined;
}

function convertScalar(schema: TSchema, text: unknown): unknown {
  const type = textTypeOf(schema);
  if (typeof text !== 'string' || type === undefined || !textPatterns[type]?.test(text)) return text;
  return type === 'boolean' ? text === 'true' : Number(text);
}

/**
 * Path and query values arrive as text. Only text that is exactly a number (or true/false) becomes one: TypeBox's
 * own conversion would read "1.5", "1e3" and "0x10" as the ids 1, 1 and 16. A list parameter sent once is a list
 * of one, and each of its values is converted the same way.
 */
function convertText(schema: TSchema, value: unknown): unknown {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!properties || typeof value !== 'object' || value === null) return value;
  const converted: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, property] of Object.entries(properties)) {
    const given = converted[key];
    if (given === undefined) continue;
    const { type, items } = property as { type?: string; items?: TSchema };
    converted[key] = type === 'array' && items
      ? (Array.isArray(given) ? given : [given]).map((entry: unknown) => convertScalar(items, entry))
      : convertScalar(property, given);
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
