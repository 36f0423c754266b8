import type { AccountAck } from '@contract/live';
import type { LiveSocket } from '@/live/socket';

type Handler = (...args: unknown[]) => void;

class Emitter {
  private handlers = new Map<string, Set<Handler>>();
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  }
  count() {
    return [...this.handlers.values()].reduce((total, set) => total + set.size, 0);
  }
}

/** Enough of a socket.io client socket for the live layer, driven by the test as if it were the server. */
export class FakeSocket extends Emitter {
  connected = false;
  active = true;
  manager = new Emitter();
  io = { on: this.manager.on.bind(this.manager), off: this.manager.off.bind(this.manager) };
  accountCalls: unknown[] = [];
  acks: AccountAck[] = [];
  connectCalls = 0;
  disconnectCalls = 0;

  connect() {
    this.connectCalls += 1;
    return this;
  }

  disconnect() {
    this.disconnectCalls += 1;
    this.connected = false;
    return this;
  }

  timeout() {
    return {
      emitWithAck: async (event: string, payload: unknown) => {
        this.accountCalls.push({ event, payload });
        return this.acks.shift() ?? { ok: true };
      },
    };
  }

  // What the server does to the client:
  serverConnects() {
    this.connected = true;
    this.fire('connect');
  }

  serverDrops(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  /** The handshake refused (an expired or revoked token): socket.io stops retrying on its own. */
  serverRefuses(message = 'unauthorized') {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  serverSends(channel: string, payload: unknown) {
    this.fire(channel, payload);
  }

  listenerCount() {
    return this.count() + this.manager.count();
  }

  asSocket() {
    return this as unknown as LiveSocket;
  }
}

export const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a condition the saga under test brings about, instead of guessing how long it takes. */
export async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await tick(2);
  }
}
