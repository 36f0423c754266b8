import { END, type EventChannel } from 'redux-saga';
import { liveChannelOf, type LiveMessage } from '@/live/liveChannel';
import { FakeSocket } from './fakeSocket';

function collect(channel: EventChannel<LiveMessage>) {
  const messages: LiveMessage[] = [];
  const takeNext = () =>
    channel.take((message) => {
      if (message === END) return;
      messages.push(message as LiveMessage);
      takeNext();
    });
  takeNext();
  return messages;
}

describe('liveChannelOf', () => {
  it('reports connection changes and the server events, in order', () => {
    const socket = new FakeSocket();
    const channel = liveChannelOf(socket.asSocket());
    const messages = collect(channel);
    socket.serverConnects();
    socket.serverSends('order', { event: 'approved', id: 7 });
    socket.serverSends('invoice', { event: 'closing', id: 3 });
    socket.serverSends('paymentMethod', { event: 'removed', id: 2 });
    socket.serverDrops();
    expect(messages).toEqual([
      { type: 'status', status: 'connected' },
      { type: 'event', event: { channel: 'order', event: 'approved', id: 7 } },
      { type: 'event', event: { channel: 'invoice', event: 'closing', id: 3 } },
      { type: 'event', event: { channel: 'paymentMethod', event: 'removed', id: 2 } },
      { type: 'status', status: 'disconnected', error: 'transport close' },
    ]);
    channel.close();
  });

  it('keeps every event that arrives while nobody is taking', () => {
    const socket = new FakeSocket();
    const channel = liveChannelOf(socket.asSocket());
    for (let id = 1; id <= 50; id += 1) socket.serverSends('order', { event: 'approved', id });
    const messages = collect(channel);
    expect(messages).toHaveLength(50);
    channel.close();
  });

  it('ignores payloads outside the contract', () => {
    const socket = new FakeSocket();
    const channel = liveChannelOf(socket.asSocket());
    const messages = collect(channel);
    socket.serverSends('order', { event: 'exploded', id: 7 });
    socket.serverSends('order', { event: 'approved', id: '7' });
    socket.serverSends('order', null);
    expect(messages).toEqual([]);
    channel.close();
  });

  it('reports an already connected socket at once', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const messages = collect(liveChannelOf(socket.asSocket()));
    expect(messages).toEqual([{ type: 'status', status: 'connected' }]);
  });

  it('reports reconnect attempts and failed attempts socket.io will retry', () => {
    const socket = new FakeSocket();
    const messages = collect(liveChannelOf(socket.asSocket()));
    socket.manager.fire('reconnect_attempt', 1);
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(messages).toEqual([
      { type: 'status', status: 'reconnecting' },
      { type: 'status', status: 'reconnecting', error: 'xhr poll error' },
    ]);
    expect(socket.connectCalls).toBe(0);
  });

  it('retries by itself after a refusal or a server-side disconnect, which socket.io does not', () => {
    jest.useFakeTimers();
    const socket = new FakeSocket();
    const channel = liveChannelOf(socket.asSocket(), { refused: 10_000, kicked: 1_000 });
    const messages = collect(channel);
    socket.active = false;
    socket.fire('connect_error', new Error('unauthorized'));
    expect(messages).toEqual([{ type: 'status', status: 'refused', error: 'unauthorized' }]);
    jest.advanceTimersByTime(9_999);
    expect(socket.connectCalls).toBe(0);
    jest.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(1);
    socket.serverDrops('io server disconnect');
    jest.advanceTimersByTime(999);
    expect(socket.connectCalls).toBe(1);
    jest.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(2);
    socket.serverDrops('transport close');
    jest.advanceTimersByTime(20_000);
    expect(socket.connectCalls).toBe(2);
    channel.close();
    jest.useRealTimers();
  });

  it("tries again the moment the browser says the network is back, not after socket.io's delay", () => {
    const socket = new FakeSocket();
    const channel = liveChannelOf(socket.asSocket());
    socket.serverDrops();
    window.dispatchEvent(new Event('online'));
    expect(socket.connectCalls).toBe(1);
    socket.serverConnects();
    window.dispatchEvent(new Event('online'));
    expect(socket.connectCalls).toBe(1);
    channel.close();
    window.dispatchEvent(new Event('online'));
    expect(socket.connectCalls).toBe(1);
  });

  it('closing removes every listener, cancels a pending retry and closes the socket', () => {
    jest.useFakeTimers();
    const socket = new FakeSocket();
    const channel = liveChannelOf(socket.asSocket(), { refused: 10, kicked: 10 });
    socket.active = false;
    socket.fire('connect_error', new Error('unauthorized'));
    channel.close();
    jest.advanceTimersByTime(1_000);
    expect(socket.listenerCount()).toBe(0);
    expect(socket.connectCalls).toBe(0);
    expect(socket.disconnectCalls).toBe(1);
    jest.useRealTimers();
  });
});
