import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PERSON_HEADER } from '@contract/staff';
import type { RouteRequest } from '../route-expectations';
import type { Credentials } from './credentials';
import { pathOf, type CatalogueRoute } from './route-catalogue';
import type { SecurityApp } from './security-app';

/** Sends a route's request as built by its expectation, with the caller's Authorization header and person, if any. */
export function send(ctx: SecurityApp, route: CatalogueRoute, request: RouteRequest, credentials: Credentials): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...request.headers };
  // A request that brings its own (malformed) Authorization header is sent with it.
  if (credentials.authorization !== undefined && headers.authorization === undefined) headers.authorization = credentials.authorization;
  if (credentials.person !== undefined) headers[PERSON_HEADER] = credentials.person;
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
