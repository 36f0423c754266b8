import type { RouteOptions } from 'fastify';

/** One route as the server registered it, named "METHOD /url/:param". */
export interface CatalogueRoute {
  key: string;
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

/**
 * What is not API and so has no expectations: the HEAD twin Fastify adds to every GET (it runs the GET's handler
 * and hooks), the static file catch-all of the built app, and the API documentation pages, whose assets are the
 * swagger-ui package's own files.
 */
function isExcluded(method: string, url: string, routes: RouteOptions[]): boolean {
  if (url === '/*' || url === '/docs' || url.startsWith('/docs/')) return true;
  return method === 'HEAD' && routes.some((route) => methodsOf(route).includes('GET') && route.url === url);
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/** Collects routes through the app's onRoute hook; list() answers them once the app is built. */
export function routeCollector() {
  const routes: RouteOptions[] = [];
  return {
    onRoute: (route: RouteOptions) => {
      routes.push(route);
    },
    list(): CatalogueRoute[] {
      return routes.flatMap((route) =>
        methodsOf(route)
          .filter((method) => !isExcluded(method, route.url, routes))
          .map((method) => ({ key: `${method} ${route.url}`, method, url: route.url, schema: route.schema })),
      );
    },
  };
}

/** The route's url with its :params filled in. */
export function pathOf(url: string, params: Record<string, string | number> = {}): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`No value for :${name} in ${url}`);
    return encodeURIComponent(String(params[name]));
  });
}
