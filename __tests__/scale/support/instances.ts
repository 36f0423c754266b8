import type { FastifyInstance } from 'fastify';
import { build } from '@server/app';
import { testConfig } from '../../server/support/test-app';

export interface Instance {
  app: FastifyInstance;
  url: string;
}

/** One server instance on the shared database, in this process, listening on its own loopback port. */
export async function startInstance(databaseUrl: string): Promise<Instance> {
  const app = await build({ config: testConfig({ databaseUrl }) });
  try {
    return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  } catch (err) {
    await app.close();
    throw err;
  }
}
