import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { keepScreenOn } from '@/ordering/alerts/sagas';
import reducer, {
  ALERT_SETTINGS_STORAGE_KEY,
  alertSettingsChanged,
  defaultAlertSettings,
  readAlertSettings,
} from '@/ordering/alerts/settings';
import { pageShownChannel, releaseScreenOn, requestScreenOn } from '@/ordering/alerts/wakeLock';
import { isWaiting, minutesWaiting, waitingLevel } from '@/ordering/orders/rules';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { order } from '../../features/orders/fixtures';

injectSignedInReducers();

describe('alert settings', () => {
  it('defaults to full volume, every 10 s, amber after 10 and red after 20 minutes', () => {
    expect(defaultAlertSettings()).toMatchObject({ volume: 1, repeatMs: 10_000, amberAfterMin: 10, redAfterMin: 20 });
  });

  it('reads what the device stored, each value checked, and falls back on anything damaged', () => {
    const stored = { sound: 'bell', volume: 0.4, repeatMs: 20_000, keepScreenOn: true, kioskMode: true, amberAfterMin: 5, redAfterMin: 15 };
    expect(readAlertSettings(JSON.stringify(stored))).toEqual(stored);
    const bad = readAlertSettings(JSON.stringify({ sound: 'sirene', volume: 7, repeatMs: 1, kioskMode: 'yes', amberAfterMin: 30, redAfterMin: 10 }));
    expect(bad).toMatchObject({ sound: 'chime', volume: 1, repeatMs: 10_000, kioskMode: false, amberAfterMin: 10, redAfterMin: 20 });
    expect(readAlertSettings('{not json')).toEqual(defaultAlertSettings());
  });

  it('keeps amber before red when a change would cross them', () => {
    const start = { ...defaultAlertSettings(), amberAfterMin: 10, redAfterMin: 20 };
    expect(reducer(start, alertSettingsChanged({ amberAfterMin: 30 }))).toMatchObject({ amberAfterMin: 30, redAfterMin: 35 });
    expect(reducer(start, alertSettingsChanged({ redAfterMin: 5 }))).toMatchObject({ amberAfterMin: 1, redAfterMin: 5 });
  });
});

describe('waiting marks', () => {
  const now = Date.parse('2026-01-01T12:30:00Z');

  it('watch only waiting and preparing orders, from when the customer placed them', () => {
    expect(isWaiting(order({ status: 'authorized' }))).toBe(true);
    expect(isWaiting(order({ status: 'started' }))).toBe(true);
    expect(isWaiting(order({ status: 'completed' }))).toBe(false);
    expect(minutesWaiting(order({ createdAt: '2026-01-01T12:17:40Z' }), now)).toBe(12);
  });

  it('turn amber, then red, at the device thresholds', () => {
    const thresholds = { amberAfterMin: 10, redAfterMin: 20 };
    expect(waitingLevel(9, thresholds)).toBe('ok');
    expect(waitingLevel(10, thresholds)).toBe('late');
    expect(waitingLevel(20, thresholds)).toBe('very-late');
  });
});

describe('keepScreenOn', () => {
  const withSettings = (keep: boolean): RootState => {
    const state = rootReducer(undefined, { type: 'init' }) as RootState;
    return { ...state, alertSettings: { ...defaultAlertSettings(), keepScreenOn: keep } };
  };

  it('holds the lock while on, takes it again when the page is shown, and releases it when switched off', async () => {
    const shown = channel<true>();
    const lock = { release: jest.fn() };
    let requests = 0;
    const run = expectSaga(keepScreenOn)
      .withReducer(rootReducer, withSettings(true))
      .provide({
        call(effect, next) {
          if (effect.fn === pageShownChannel) return shown;
          if (effect.fn === requestScreenOn) {
            requests += 1;
            return lock;
          }
          if (effect.fn === releaseScreenOn) return undefined;
          return next();
        },
      })
      .call(releaseScreenOn, lock)
      .delay(30)
      .dispatch(alertSettingsChanged({ volume: 0.5 }))
      .delay(30)
      .dispatch(alertSettingsChanged({ keepScreenOn: false }))
      // Generous: the saga runs until cancelled, and a busy machine may stall the event loop past a tight window.
      .silentRun(1000);
    setTimeout(() => shown.put(true), 10);
    await run;
    expect(requests).toBe(2);
  });

  it('keeps the screen on in kiosk mode even with Manter tela ligada off', async () => {
    const state = withSettings(false);
    await expectSaga(keepScreenOn)
      .withReducer(rootReducer, { ...state, alertSettings: { ...state.alertSettings, kioskMode: true } })
      .provide({
        call(effect, next) {
          if (effect.fn === pageShownChannel) return channel<true>();
          if (effect.fn === requestScreenOn) return null;
          return next();
        },
      })
      .call.fn(requestScreenOn)
      .silentRun(50);
  });

  it('asks for nothing while off', async () => {
    await expectSaga(keepScreenOn)
      .withReducer(rootReducer, withSettings(false))
      .not.call.fn(requestScreenOn)
      .silentRun(50);
  });

  it('stores every change on the device', async () => {
    localStorage.clear();
    const { orderAlertsSaga } = await import('@/ordering/alerts/sagas');
    await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, withSettings(false))
      .dispatch(alertSettingsChanged({ repeatMs: 30_000 }))
      .silentRun(50);
    expect(JSON.parse(localStorage.getItem(ALERT_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ repeatMs: 30_000 });
  });
});
