import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RouteRequest } from '../route-expectations';
import { pathOf, type CatalogueRoute } from './route-catalogue';
import type { SecurityApp } from './security-app';

/** Sends a route's request as built by its expectation, with the given Authorization header (or none). */
export function send(
  ctx: SecurityApp,
  route: CatalogueRoute,
  request: RouteRequest,
  authorization: string | undefined,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...request.headers };
  // A request that brings its own (malformed) Authorization header is sent with it.
  if (authorization !== undefined && headers.authorization === undefined) headers.authorization = authorization;
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: pathOf(route.url, request.params),
    query: request.query,
    headers,
  };
  if (request.payload !== undefined) options.payload = request.payload;
  else if (request.body !== undefined) {
    // Encoded here, so a body that is a bare string or number still travels as JSON.
    options.payload = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  return ctx.t.app.inject(options);
}
