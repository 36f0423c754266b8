import type { FastifyInstance } from 'fastify';
import { build, type BuildOptions } from '@server/app';
import type { ServerConfig } from '@server/config';
import { testConfig } from '../../server/support/test-app';

export interface Instance {
  app: FastifyInstance;
  url: string;
}

/** One server instance on the shared database, in this process, listening on its own loopback port. */
export async function startInstance(
  databaseUrl: string,
  options: { config?: Partial<ServerConfig>; pushNetwork?: BuildOptions['pushNetwork'] } = {},
): Promise<Instance> {
  const app = await build({ config: testConfig({ ...options.config, databaseUrl }), pushNetwork: options.pushNetwork });
  try {
    return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  } catch (err) {
    await app.close();
    throw err;
  }
}
