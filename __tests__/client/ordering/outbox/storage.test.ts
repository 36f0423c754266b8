import { acquireReplayLock } from '@/ordering/outbox/storage';

/** Web Locks as the browser grants them: one holder of a name at a time, the others waiting in line. */
function fakeLocks() {
  const line: (() => void)[] = [];
  let held = false;
  const next = () => {
    const run = line.shift();
    if (run) run();
    else held = false;
  };
  return {
    request: (_name: string, work: () => Promise<void>) =>
      new Promise<void>((done) => {
        const run = () => {
          held = true;
          void work().then(() => {
            done();
            next();
          });
        };
        if (held) line.push(run);
        else run();
      }),
  };
}

describe('acquireReplayLock', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('lets one tab replay at a time: the second waits until the first releases', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true });
    const order: string[] = [];
    const releaseFirst = await acquireReplayLock();
    order.push('first');
    const second = acquireReplayLock().then((release) => {
      order.push('second');
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['first']);
    releaseFirst();
    (await second)();
    expect(order).toEqual(['first', 'second']);
  });

  it('replays alone where the browser has no Web Locks', async () => {
    const release = await acquireReplayLock();
    expect(typeof release).toBe('function');
  });
});
