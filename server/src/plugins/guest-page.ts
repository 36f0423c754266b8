import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { QrCodeParamsSchema } from '@contract/customer';

/** The guests' own page, a separate entry of the build: the staff app's index.html never reaches a guest. */
export const GUEST_PAGE = 'guest.html';

/**
 * The link a table's QR code holds ({host}/sign-in/{code}) opens the guests' menu. Only page loads get it: the code
 * is read by the page itself from its address, so any other request here is a JSON 404 like every unknown path.
 */
export function installGuestPage(
  app: FastifyInstance,
  root: string,
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/sign-in/:code',
    { schema: { hide: true, params: QrCodeParamsSchema } },
    async (request, reply) => {
      const pageLoad = (request.headers.accept ?? '').includes('text/html');
      // Checked per request: a rebuild may replace the folder while the server runs.
      const built = await fs.promises.access(path.join(root, GUEST_PAGE)).then(
        () => true,
        () => false,
      );
      if (!pageLoad || !built) {
        return notFound(request, reply);
      }
      return reply.header('cache-control', 'no-cache').sendFile(GUEST_PAGE);
    },
  );
}
