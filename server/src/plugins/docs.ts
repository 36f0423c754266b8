import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '@contract/config';
import { STAFF_HEADER_PARAMETERS, withStaffHeaders } from './docs-staff-headers';

/**
 * @fastify/swagger marks every request body required, while a route whose body schema takes null (POST
 * /token/revoke) answers without one: the document says what the server does.
 */
interface DocumentedBody {
  required?: boolean;
  content?: Record<string, { schema?: { nullable?: boolean } }>;
}

function optionalNullableBodies<T extends { paths?: object }>(document: T): T {
  for (const operations of Object.values(document.paths ?? {}) as Record<string, { requestBody?: DocumentedBody }>[]) {
    for (const operation of Object.values(operations ?? {})) {
      const body = operation?.requestBody;
      const schemas = Object.values(body?.content ?? {}).map((media) => media.schema);
      if (body && schemas.length > 0 && schemas.every((schema) => schema?.nullable === true)) body.required = false;
    }
  }
  return document;
}

/** OpenAPI generated from the route schemas: JSON at /docs/json, a browsable UI at /docs. Register before routes. */
export async function installDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Back office API', version: APP_VERSION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        parameters: STAFF_HEADER_PARAMETERS,
      },
    },
    transformObject: (document) =>
      'openapiObject' in document ? withStaffHeaders(optionalNullableBodies(document.openapiObject)) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
