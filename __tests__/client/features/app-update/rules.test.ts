import { shouldReloadOnControlling, UPDATE_CHECK_INTERVAL_MS, type UpdateStatus } from '@/features/app-update/rules';
import reducer, { updateAccepted, updateWaiting } from '@/features/app-update/slice';

describe('shouldReloadOnControlling', () => {
  it.each([
    ['activating', true, true],
    ['activating', false, false],
    ['waiting', true, false],
    ['current', true, false],
    ['current', false, false],
  ] as [UpdateStatus, boolean, boolean][])('status %s, isUpdate %s → %s', (status, isUpdate, expected) => {
    expect(shouldReloadOnControlling(status, isUpdate)).toBe(expected);
  });
});

describe('appUpdate slice', () => {
  const initial = reducer(undefined, { type: 'init' });

  it('starts current, waits once a version is installed, activates when accepted', () => {
    expect(initial.status).toBe('current');
    const waiting = reducer(initial, updateWaiting());
    expect(waiting.status).toBe('waiting');
    expect(reducer(waiting, updateAccepted()).status).toBe('activating');
  });

  it('ignores a tap when nothing waits and a second announcement while activating', () => {
    expect(reducer(initial, updateAccepted()).status).toBe('current');
    expect(reducer({ status: 'activating' }, updateWaiting()).status).toBe('activating');
  });
});

it('checks for a new version every hour (spec 9)', () => {
  expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
});
