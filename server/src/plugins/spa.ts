import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_VERSION, type RuntimeConfig } from '@contract/config';
import type { ServerConfig } from '@server/config';
import { installGuestPage } from './guest-page';
import { installManifest } from './manifest';

const INDEX = 'index.html';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
// Bundler output names carry a content hash (main.3f9a1c0d.js); their bytes never change under that name.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function runtimeConfigOf(config: ServerConfig): RuntimeConfig {
  return {
    variant: config.variant,
    apiUrl: config.apiUrl,
    foodHost: config.foodHost,
    kioskHost: config.kioskHost,
    version: APP_VERSION,
  };
}

// The build's compressed copies (main.3f9a1c0d.js.br) are the same file to the browser.
const COMPRESSED_COPY = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  return HASHED_NAME.test(name) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache';
}

const fileExists = (file: string) =>
  fs.promises.access(file).then(
    () => true,
    () => false,
  );

const wantsHtml = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ error: 'not_found', message: `Rota ${request.method} ${request.url.split('?')[0]} não encontrada.` });
}

/**
 * Serves the built app, its runtime config and its web app manifest; registered last so API routes win. Unknown
 * paths fall back to index.html only for page loads: /menu and /orders are app routes and API prefixes alike, so
 * Accept decides.
 */
export async function installSpa(app: FastifyInstance): Promise<void> {
  const script = `window.__APP_CONFIG__ = ${JSON.stringify(runtimeConfigOf(app.config))};\n`;
  app.get('/config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
  installManifest(app);

  const root = app.config.staticDir;
  if (!fs.existsSync(root)) {
    app.setNotFoundHandler(notFoundJson);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    // The build writes .br and .gz copies of its text assets (scripts/build/precompress-plugin.js).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
  installGuestPage(app, root, notFoundJson);

  app.setNotFoundHandler(async (request, reply) => {
    // Checked per request: a rebuild may replace the folder while the server runs.
    if (wantsHtml(request) && (await fileExists(path.join(root, INDEX)))) {
      return reply.header('cache-control', 'no-cache').sendFile(INDEX);
    }
    return notFoundJson(request, reply);
  });
}
