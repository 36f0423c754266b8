/**
 * The outbox's storage for sagas that take commands: every command is taken with the key 'key-1', on a device
 * without IndexedDB. The outbox's own tests cover the real storage. Used as
 * `jest.mock('@/ordering/outbox/storage', () => jest.requireActual<StubModule>('…/outboxStorageStub').outboxStorageStub())`,
 * the factory being the one place jest lets a mocked module's code come from.
 */
export function outboxStorageStub() {
  return {
    newCommandKey: () => 'key-1',
    keepQueued: jest.fn(() => Promise.resolve()),
    forgetQueued: jest.fn(() => Promise.resolve()),
    readQueued: jest.fn(() => Promise.resolve([])),
    acquireReplayLock: jest.fn(() => Promise.resolve(() => undefined)),
  };
}

/**
 * The device's store, in memory, for the outbox's own sagas: what they keep and forget is what a reload (readQueued)
 * finds; `kept` is there to look into and to clear between tests.
 */
export function memoryOutboxStorage() {
  const kept = new Map<string, unknown>();
  return {
    kept,
    newCommandKey: () => 'key-1',
    keepQueued: jest.fn(async (entry: { key: string }) => void kept.set(entry.key, entry)),
    forgetQueued: jest.fn(async (key: string) => void kept.delete(key)),
    readQueued: jest.fn(async () => [...kept.values()]),
    acquireReplayLock: jest.fn(async () => () => undefined),
  };
}

export interface StubModule {
  outboxStorageStub: typeof outboxStorageStub;
  memoryOutboxStorage: typeof memoryOutboxStorage;
}
