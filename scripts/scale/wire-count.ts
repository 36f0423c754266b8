/**
 * How many SQL statements and round trips an instance sends to PostgreSQL: a TCP proxy in front of PostgreSQL that
 * reads the frontend's messages (PostgreSQL's wire protocol, version 3) as they pass. A simple query ('Q') is one
 * statement and one round trip; in the extended protocol node-postgres sends Parse, Bind, Describe, Execute, Sync
 * for each parameterised query: each Execute ('E') is a statement, each Sync ('S') the end of a round trip.
 * Everything the instance sends counts, its live events' NOTIFY and the rate limits' counters included.
 */
import net from 'node:net';

export interface WireCounts {
  statements: number;
  roundTrips: number;
  /** Statements by their SQL text. */
  texts: Map<string, number>;
}

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;

const emptyCounts = (): WireCounts => ({ statements: 0, roundTrips: 0, texts: new Map() });

/** The SQL text a Parse ('P': statement name, then the text) or Query ('Q': the text) message carries. */
function sqlOf(type: string, body: Buffer): string {
  const start = type === 'P' ? body.indexOf(0) + 1 : 0;
  const end = body.indexOf(0, start);
  return body.toString('utf8', start, end < 0 ? body.length : end);
}

/**
 * Reads one connection's frontend messages, chunk by chunk, into the counts countsNow gives at the time. The first
 * message, and any that follows an SSL or GSS encryption request, has no type byte.
 */
export function frontendReader(countsNow: () => WireCounts): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  // The text of the last Parse, counted when its Execute comes.
  let parsed = '';
  const count = (text: string) => {
    const counts = countsNow();
    counts.statements += 1;
    counts.texts.set(text, (counts.texts.get(text) ?? 0) + 1);
  };
  return (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        started = code !== SSL_REQUEST && code !== GSSENC_REQUEST;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const type = String.fromCharCode(pending[0]);
      const body = pending.subarray(5, 1 + length);
      if (type === 'Q') {
        count(sqlOf(type, body));
        countsNow().roundTrips += 1;
      } else if (type === 'P') parsed = sqlOf(type, body);
      else if (type === 'E') count(parsed);
      else if (type === 'S') countsNow().roundTrips += 1;
      pending = pending.subarray(1 + length);
    }
  };
}

export interface CountingProxy {
  /** The database URL that reaches PostgreSQL through the proxy. */
  url: string;
  /** Starts counting from zero; returns what was counted since the previous call. */
  take(): WireCounts;
  close(): Promise<void>;
}

/** A proxy on a free local port to the PostgreSQL databaseUrl names, counting what every connection sends. */
export async function countingProxy(databaseUrl: string): Promise<CountingProxy> {
  const target = new URL(databaseUrl);
  let counts = emptyCounts();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const read = frontendReader(() => counts);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => [client, upstream].forEach((end) => end.destroy()));
    }
    client.on('data', read);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    take() {
      const taken = counts;
      counts = emptyCounts();
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
