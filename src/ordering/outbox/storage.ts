import type { OutboxEntry } from './rules';

/** One IndexedDB database per origin, shared by the tabs: a record per queued command, by its key. */
const DB_NAME = 'back-office-outbox';
const STORE = 'commands';

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
  });
}

const available = () => typeof indexedDB !== 'undefined';

/** Every command the device keeps, of every shop, in no particular order (rules.ts `queueOf` sorts them). */
export async function readQueued(): Promise<OutboxEntry[]> {
  if (!available()) return [];
  return run<OutboxEntry[]>('readonly', (store) => store.getAll() as IDBRequest<OutboxEntry[]>);
}

export async function keepQueued(entry: OutboxEntry): Promise<void> {
  if (!available()) return;
  await run('readwrite', (store) => store.put(entry));
}

export async function forgetQueued(key: string): Promise<void> {
  if (!available()) return;
  await run('readwrite', (store) => store.delete(key));
}

/** A new key for a command: a UUID. */
export const newCommandKey = (): string => crypto.randomUUID();

/**
 * Holds the browser's lock on replaying the queue until `release` is called, so two tabs never send it at once
 * (the second waits, then finds what the first sent gone). Without Web Locks the tab replays alone.
 */
export function acquireReplayLock(): Promise<() => void> {
  if (typeof navigator === 'undefined' || !navigator.locks) return Promise.resolve(() => undefined);
  return new Promise((acquired) => {
    void navigator.locks.request('outbox-replay', () => new Promise<void>((release) => acquired(() => release())));
  });
}
