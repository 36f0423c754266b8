import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Backend {
  name: string;
  port: number;
}

export interface RoundRobinProxy {
  url: string;
  /** The backend each WebSocket upgrade went to, in order. */
  readonly upgrades: readonly string[];
  /** Parks new WebSocket upgrades unanswered until the returned function is called, as a slow network would. */
  holdUpgrades(): () => void;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

/** Hands out the backends starting one further each time, so consecutive connections alternate. */
function rotation(backends: Backend[]): () => Backend[] {
  let next = 0;
  return () => {
    const start = next++ % backends.length;
    return [...backends.slice(start), ...backends.slice(0, start)];
  };
}

// Nothing reached the backend yet, so the request can safely go to the next one, even a POST.
const isRefused = (err: NodeJS.ErrnoException) => err.code === 'ECONNREFUSED';

function forward(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer, order: Backend[]): void {
  const [backend, ...rest] = order;
  if (!backend) {
    response.writeHead(502, { 'content-type': 'text/plain' }).end('no backend is up');
    return;
  }
  const upstream = http.request(
    { host: HOST, port: backend.port, method: request.method, path: request.url, headers: request.headers, agent: false },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(response);
    },
  );
  upstream.on('error', (err) => {
    if (!response.headersSent && isRefused(err)) forward(request, response, body, rest);
    else response.destroy(err);
  });
  upstream.end(body);
}

function connectToFirstUp(order: Backend[]): Promise<{ backend: Backend; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const attempt = (remaining: Backend[]) => {
      const [backend, ...rest] = remaining;
      if (!backend) return reject(new Error('no backend is up'));
      const socket = net.connect(backend.port, HOST);
      socket.once('connect', () => resolve({ backend, socket }));
      socket.once('error', (err) => (isRefused(err) ? attempt(rest) : reject(err)));
    };
    attempt(order);
  });
}

/**
 * A reverse proxy in front of several instances, as a load balancer without sticky sessions: each request and
 * each WebSocket goes to the next backend in turn, and to the following one when that one is down.
 */
export async function startRoundRobinProxy(backends: Backend[]): Promise<RoundRobinProxy> {
  const nextForRequest = rotation(backends);
  const nextForUpgrade = rotation(backends);
  const upgrades: string[] = [];
  const tunnels = new Set<net.Socket>();
  let held: (() => void)[] | null = null;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, response, Buffer.concat(chunks), nextForRequest()));
  });

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    tunnels.add(client);
    client.on('close', () => tunnels.delete(client));
    client.on('error', () => client.destroy());
    const proceed = () => tunnel(request, client, head);
    if (held) held.push(proceed);
    else proceed();
  });

  function tunnel(request: http.IncomingMessage, client: net.Socket, head: Buffer): void {
    if (client.destroyed) return;
    connectToFirstUp(nextForUpgrade()).then(
      ({ backend, socket }) => {
        upgrades.push(backend.name);
        tunnels.add(socket);
        socket.on('close', () => {
          tunnels.delete(socket);
          client.destroy();
        });
        socket.on('error', () => socket.destroy());
        client.on('close', () => socket.destroy());
        const headers = request.rawHeaders.reduce((lines, value, index, all) => (index % 2 ? lines : `${lines}${value}: ${all[index + 1]}\r\n`), '');
        socket.write(`${request.method} ${request.url} HTTP/${request.httpVersion}\r\n${headers}\r\n`);
        socket.write(head);
        socket.pipe(client);
        client.pipe(socket);
      },
      () => client.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n'),
    );
  }

  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}`,
    upgrades,
    holdUpgrades() {
      held ??= [];
      return () => {
        const waiting = held ?? [];
        held = null;
        for (const proceed of waiting) proceed();
      };
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
