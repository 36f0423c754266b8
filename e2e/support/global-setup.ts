import { removeDataDir, startServer } from './server';

/** One server for the whole run; specs that restart a server start their own. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  };
}
