import { io } from 'socket.io-client';
import { openLiveSocket, RECONNECT_DELAY_MAX_MS } from '@/live/socket';

jest.mock('socket.io-client', () => ({ io: jest.fn(() => ({})) }));

describe('openLiveSocket', () => {
  it("waits at most 2 s between socket.io's own attempts, so what was missed shows within 3 s of the server's return", () => {
    openLiveSocket('token-2');
    const options = jest.mocked(io).mock.calls[0].at(-1) as { reconnectionDelayMax: number; auth: { token: string } };
    expect(options.reconnectionDelayMax).toBe(RECONNECT_DELAY_MAX_MS);
    expect(RECONNECT_DELAY_MAX_MS).toBeLessThanOrEqual(2_000);
    expect(options.auth).toEqual({ token: 'token-2' });
  });
});
