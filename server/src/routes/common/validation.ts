import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType } from '@sinclair/typebox/errors';
import type { FastifySchemaCompiler } from 'fastify';
import { isReadableName, NAME_FORMAT, withoutInvisibles } from '@contract/limits';

// TypeBox knows no formats of its own: without this, every e-mail was refused as 'Unknown format "email"'. The shape
// is what browsers accept in an <input type="email">.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => EMAIL.test(value));
if (!FormatRegistry.Has(NAME_FORMAT)) FormatRegistry.Set(NAME_FORMAT, isReadableName);
const NAME_REFUSED = 'precisa de ao menos uma letra ou um número';

type SchemaNode = {
  format?: string;
  type?: string;
  properties?: Record<string, TSchema>;
  items?: TSchema;
  anyOf?: TSchema[];
  /** What a refused value is told in the API's words (contract/ordering.ts `TypedAmountSchema`). */
  errorMessage?: string;
};

/**
 * A schema's own words for a refused value, or its union member's: a nullable amount fails as the union
 * ('Expected union value'), which names neither the amount nor its bound.
 */
function ownMessageOf(schema: TSchema): string | undefined {
  const node = schema as SchemaNode;
  return node.errorMessage ?? node.anyOf?.map((member) => (member as SchemaNode).errorMessage).find((message) => message !== undefined);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body with every name (a string of NAME_FORMAT) rid of its invisible and bidi characters, before it is
 * checked: what is kept and shown is what was checked. Everything else is left as sent.
 */
function withCleanNames(schema: TSchema, value: unknown): unknown {
  const node = schema as SchemaNode;
  if (node.anyOf) return node.anyOf.reduce((current: unknown, member) => withCleanNames(member, current), value);
  if (typeof value === 'string') return node.format === NAME_FORMAT ? withoutInvisibles(value) : value;
  if (Array.isArray(value) && node.items) return value.map((entry: unknown) => withCleanNames(node.items as TSchema, entry));
  if (!isPlainObject(value) || !node.properties) return value;
  const cleaned: Record<string, unknown> = { ...value };
  for (const [key, property] of Object.entries(node.properties)) {
    if (key in cleaned) cleaned[key] = withCleanNames(property, cleaned[key]);
  }
  return cleaned;
}

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
    const candidate = httpPart === 'body' ? withCleanNames(schema, value) : convertText(schema, value);
    if (check.Check(candidate)) return { value: candidate };
    const errors = [...check.Errors(candidate)].map((error) => ({
      message:
        error.type === ValueErrorType.StringFormat && (error.schema as SchemaNode).format === NAME_FORMAT
          ? NAME_REFUSED
          : (ownMessageOf(error.schema) ?? error.message),
      instancePath: error.path,
    }));
    // A name with no letter or digit says only that (an empty one too); TypeBox may report one failure twice.
    const unreadable = new Set(errors.filter((error) => error.message === NAME_REFUSED).map((error) => error.instancePath));
    const distinct = errors.filter(
      (error, index) =>
        (!unreadable.has(error.instancePath) || error.message === NAME_REFUSED) &&
        errors.findIndex((other) => other.message === error.message && other.instancePath === error.instancePath) === index,
    );
    return { error: distinct as unknown as Error };
  };
};
