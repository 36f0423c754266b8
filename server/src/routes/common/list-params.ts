import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook: list parameters may come repeated (status=open&status=closing) or comma-separated
 * (status=open,closing); both become one array before the schema validates the values.
 */
export function splitListParams(...names: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const query = request.query as Record<string, unknown>;
    for (const name of names) {
      const value = query[name];
      if (value === undefined) continue;
      const values = (Array.isArray(value) ? value : [value]).flatMap((entry) => String(entry).split(','));
      query[name] = values.map((entry) => entry.trim()).filter((entry) => entry !== '');
    }
  };
}

const DEFAULT_PAGE_SIZE = 20;

/** Offset and limit after the schema applied its defaults. */
export function pageOf(query: { offset?: number; limit?: number }): { offset: number; limit: number } {
  return { offset: query.offset ?? 0, limit: query.limit ?? DEFAULT_PAGE_SIZE };
}
