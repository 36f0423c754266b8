import { DEVICE_HEADER, DEVICE_KEY_PATTERN } from '@contract/staff-headers';
import { request } from '@/shared/api/client';
import { DEVICE_KEY_STORAGE_KEY, deviceKey, newDeviceKey } from '@/shared/api/deviceKey';
import { clearStoredSession } from '@/shared/api/tokens';

const realFetch = global.fetch;

/** Answers every call with 200 and keeps the headers each was sent with. */
function headersSent() {
  const sent: Record<string, string>[] = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    sent.push(init.headers as Record<string, string>);
    return { ok: true, status: 200, statusText: '', json: async () => ({}), text: async () => '{}' };
  }) as unknown as typeof fetch;
  return sent;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

describe("the device's key", () => {
  it("is random and fits the server's pattern", () => {
    const keys = Array.from({ length: 20 }, newDeviceKey);
    for (const key of keys) expect(key).toMatch(new RegExp(DEVICE_KEY_PATTERN));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is made once and kept: the same key on every call and after a sign-out', () => {
    const first = deviceKey();
    expect(localStorage.getItem(DEVICE_KEY_STORAGE_KEY)).toBe(first);
    expect(deviceKey()).toBe(first);
    clearStoredSession();
    expect(deviceKey()).toBe(first);
  });

  it('replaces a damaged key with a valid one', () => {
    localStorage.setItem(DEVICE_KEY_STORAGE_KEY, 'short');
    const key = deviceKey();
    expect(key).toMatch(new RegExp(DEVICE_KEY_PATTERN));
    expect(localStorage.getItem(DEVICE_KEY_STORAGE_KEY)).toBe(key);
  });

  it('holds for the page where storage refuses to keep it', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const key = deviceKey();
    expect(key).toMatch(new RegExp(DEVICE_KEY_PATTERN));
    expect(deviceKey()).toBe(key);
  });

  it("rides on every staff call, commands and outbox replays alike, and on no other kind of call", async () => {
    const sent = headersSent();
    await request('GET', '/ordering/x');
    await request('POST', '/ordering/x', { json: {}, idempotencyKey: 'key-1' });
    await request('GET', '/api/me/profile', { auth: 'user' });
    await request('POST', '/token', { auth: 'none' });
    const key = deviceKey();
    expect(sent.map((headers) => headers[DEVICE_HEADER])).toEqual([key, key, undefined, undefined]);
  });
});
