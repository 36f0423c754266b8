import { setImmediate as nodeSetImmediate } from 'node:timers';

// expectSaga schedules its bookkeeping with setImmediate, read once when it loads; jsdom's environment has none, and
// its fallback, setTimeout, would be the replay's fake clock, which stops when the recording ends.
globalThis.setImmediate ??= nodeSetImmediate;
