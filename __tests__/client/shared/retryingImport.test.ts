import { CHUNK_RETRY_DELAYS_MS, retryingImport } from '@/shared/chunks/retryingImport';

const chunkLoadError = () => Object.assign(new Error('Loading chunk 9664 failed.'), { name: 'ChunkLoadError' });

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

describe('retryingImport', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setOnline(true);
  });

  it('gives back what loaded the first time', async () => {
    await expect(retryingImport(() => Promise.resolve('module'))).resolves.toBe('module');
  });

  it('tries a chunk the network failed again, after a pause, until it loads', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(chunkLoadError()).mockRejectedValueOnce(chunkLoadError()).mockResolvedValue('module');
    const loaded = retryingImport(load);
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[0] - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[1]);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('while offline, waits for the browser to be online before trying again', async () => {
    setOnline(false);
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue('module');
    const loaded = retryingImport(load);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[0]);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("throws a module's own error at once instead of trying again", async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(new TypeError('x is not a function'));
    await expect(retryingImport(load)).rejects.toThrow('x is not a function');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
