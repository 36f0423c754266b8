import { createServer, type Server, type Socket } from 'node:net';
import { httpsPushTransport } from '@server/push/transport';

/** A TCP listener on loopback that keeps what each connection sends and never answers. */
let listener: Server;
let port: number;
const connections: { bytes: Buffer; socket: Socket }[] = [];
beforeAll(async () => {
  listener = createServer((socket) => {
    const connection = { bytes: Buffer.alloc(0), socket };
    connections.push(connection);
    socket.on('data', (chunk: Buffer) => {
      connection.bytes = Buffer.concat([connection.bytes, chunk]);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
});
afterAll(async () => {
  for (const { socket } of connections) socket.destroy();
  await new Promise((resolve) => listener.close(resolve));
});

describe('httpsPushTransport', () => {
  it('connects to the checked address only, never looking the name up again, and speaks TLS for the name', async () => {
    const started = Date.now();
    // push.exemplo.test resolves nowhere: reaching the listener proves the pinned address was used.
    const sent = httpsPushTransport({
      url: new URL(`https://push.exemplo.test:${port}/device`),
      addresses: ['127.0.0.1'],
      headers: { ttl: '600' },
      body: Buffer.from('push'),
      timeoutMs: 300,
    });
    // The listener never answers the TLS handshake: the whole exchange is cut at the time limit.
    await expect(sent).rejects.toThrow('push service did not answer in 300 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(connections).toHaveLength(1);
    // A TLS ClientHello (record type 22) naming the push service (SNI), so its certificate is checked against it.
    expect(connections[0].bytes[0]).toBe(22);
    expect(connections[0].bytes.includes(Buffer.from('push.exemplo.test'))).toBe(true);
  });
});
