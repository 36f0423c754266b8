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

export interface StubModule {
  outboxStorageStub: typeof outboxStorageStub;
}
