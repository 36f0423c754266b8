import { AUTHORIZATION_HEADER, PERSON_HEADER } from '@contract/staff';
import { ROUTE_PERMISSIONS } from '@server/security/route-permissions';

const TEAM = '/ordering/accounts/{accountId}/shops/{shopId}/team';

/**
 * The team's two headers, declared once as shared parameters. The team's check reads them off every route of
 * ROUTE_PERMISSIONS without a route schema naming them, so they are added to the document, not to the routes:
 * request validation stays what it is.
 */
export const STAFF_HEADER_PARAMETERS = {
  staffPerson: {
    name: PERSON_HEADER,
    in: 'header',
    required: false,
    description: `Person token (POST ${TEAM}/sessions) of the team member acting on this shared device; without it, the account's owner acts.`,
    schema: { type: 'string' },
  },
  managerAuthorization: {
    name: AUTHORIZATION_HEADER,
    in: 'header',
    required: false,
    description: `A manager's one-time authorization (POST ${TEAM}/authorizations) of the permission the acting person's role lacks for this request.`,
    schema: { type: 'string' },
  },
} as const;

const STAFF_HEADER_REFS = Object.keys(STAFF_HEADER_PARAMETERS).map((name) => ({ $ref: `#/components/parameters/${name}` }));

interface DocumentedOperation {
  parameters?: object[];
}

/** The operation's path in the document: ROUTE_PERMISSIONS keys routes as Fastify registers them, "/x/:id". */
const documentedPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every operation the team's check applies to references both headers, after the route's own parameters. */
export function withStaffHeaders<T extends { paths?: object }>(document: T): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, DocumentedOperation> | undefined>;
  // A route registered for several methods shares one operation object between them: each gets the headers once.
  const operations = new Set<DocumentedOperation>();
  for (const key of Object.keys(ROUTE_PERMISSIONS)) {
    const [method, url] = key.split(' ');
    const operation = paths[documentedPath(url)]?.[method.toLowerCase()];
    if (operation) operations.add(operation);
  }
  for (const operation of operations) operation.parameters = [...(operation.parameters ?? []), ...STAFF_HEADER_REFS];
  return document;
}
