import '../../support/encoderGlobals';
import { claimTicket } from '@/features/printing/printerDevice';

/** Web Locks as another tab holding the ticket's lock leaves them: taken at once nowhere, granted to who waits. */
function locksHeldElsewhere() {
  const request = jest.fn(async (_name: string, options: { ifAvailable: boolean }, grant: (lock: object | null) => Promise<unknown>) =>
    grant(options.ifAvailable ? null : {}),
  );
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return request;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('claimTicket', () => {
  it("leaves a new order's ticket to the tab printing it already", async () => {
    locksHeldElsewhere();
    const print = jest.fn(async () => 'printed');
    await expect(claimTicket(4, print)).resolves.toBe('claimed elsewhere');
    expect(print).not.toHaveBeenCalled();
  });

  it('waits its turn for a reprint someone asked for, and prints it', async () => {
    const request = locksHeldElsewhere();
    const print = jest.fn(async () => 'printed');
    await expect(claimTicket(4, print, true)).resolves.toBe('printed');
    expect(print).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('kitchen-ticket-4', { ifAvailable: false }, expect.any(Function));
  });
});
