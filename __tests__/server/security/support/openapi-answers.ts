import { AjvCompiler } from '@fastify/ajv-compiler';
import type { LightMyRequestResponse } from 'fastify';
import { NAME_FORMAT } from '@contract/limits';
import type { TestApp } from '../../support/test-app';

interface Media {
  schema?: object;
}
interface DocumentedResponse {
  content?: Record<string, Media>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;
}

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

/**
 * Holds a real answer to the OpenAPI document the server publishes at /docs/json: its status must be declared for
 * the route, its content type among the declared ones, and its body valid against the declared schema. Ajv is
 * the one Fastify itself uses, as sent: no coercion, no defaults, nothing removed.
 */
export async function openApiChecker(t: TestApp): Promise<(method: string, url: string, res: LightMyRequestResponse) => string | null> {
  const document = (await t.app.inject({ url: '/docs/json' })).json<OpenApiDocument>();
  const compile = AjvCompiler()({}, {
    customOptions: { strict: false, allErrors: true, coerceTypes: false, useDefaults: false, removeAdditional: false, formats: { [NAME_FORMAT]: true, binary: true } },
  });
  const validators = new Map<object, Validate>();
  const validatorOf = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = compile({ schema, method: 'GET', url: '/', httpPart: 'body' }) as unknown as Validate;
      validators.set(schema, validate);
    }
    return validate;
  };

  return (method, url, res) => {
    const path = url.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return `${method} ${path} is not in the document`;
    const status = String(res.statusCode);
    const responses = operation.responses ?? {};
    const declared = responses[status] ?? responses[`${status[0]}XX`] ?? responses[`${status[0]}xx`] ?? responses.default;
    if (!declared) return `${method} ${path} answered ${status}, which the document does not declare (${Object.keys(responses).join(', ')})`;
    if (res.rawPayload.length === 0 && (res.statusCode === 204 || res.statusCode === 304)) return null;
    const contentType = String(res.headers['content-type'] ?? '').split(';')[0].trim();
    const media = declared.content?.[contentType];
    if (!media) return `${method} ${path} answered ${status} as ${contentType}, the document says ${Object.keys(declared.content ?? {}).join(', ') || 'no content'}`;
    if (!media.schema || contentType !== 'application/json') return null;
    const validate = validatorOf(media.schema);
    return validate(res.json()) ? null : `${method} ${path} answered ${status} with a body the document does not allow: ${JSON.stringify(validate.errors)}`;
  };
}
