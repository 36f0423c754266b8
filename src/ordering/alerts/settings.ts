import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ORDER_SOUNDS, type OrderSoundId } from '@/sound/player';
import { thresholdsChanged } from '@/ordering/orders/rules';
import { ALERT_REPEAT_MS } from './rules';

/** How this device alerts: kept in its own storage, since a kitchen tablet and a waiter's phone differ. */
export interface AlertSettings {
  sound: OrderSoundId;
  /** 0 to 1. */
  volume: number;
  repeatMs: number;
  /** Keep the screen on (Screen Wake Lock) while the app is open. */
  keepScreenOn: boolean;
  /** A counter tablet left on Pedidos: full screen on the next tap, the screen kept on, 'Sair' behind a confirm. */
  kioskMode: boolean;
  /** Minutes after which a waiting or preparing order is marked amber, then red. */
  amberAfterMin: number;
  redAfterMin: number;
}

export const ALERT_SETTINGS_STORAGE_KEY = 'alertSettings';
export const REPEAT_CHOICES_MS = [5_000, 10_000, 20_000, 30_000] as const;
export const WAIT_CHOICES_MIN = [5, 10, 15, 20, 30, 45, 60] as const;

/** Tablets (a wide screen) keep the screen on by default; phones go to sleep as the owner set them. */
const isTabletWide = () => typeof window !== 'undefined' && Math.min(window.innerWidth, window.innerHeight) >= 600;

export function defaultAlertSettings(): AlertSettings {
  return { sound: 'chime', volume: 1, repeatMs: ALERT_REPEAT_MS, keepScreenOn: isTabletWide(), kioskMode: false, amberAfterMin: 10, redAfterMin: 20 };
}

/** Kiosk mode keeps the screen on whatever 'Manter tela ligada' says. */
export const screenKeptOn = (settings: Pick<AlertSettings, 'keepScreenOn' | 'kioskMode'>): boolean =>
  settings.keepScreenOn || settings.kioskMode;

/** Stored settings, each checked, over the defaults: a damaged entry never breaks the alerts. */
export function readAlertSettings(raw: string | null): AlertSettings {
  const settings = defaultAlertSettings();
  let stored: Partial<Record<keyof AlertSettings, unknown>> = {};
  try {
    stored = raw ? (JSON.parse(raw) as typeof stored) : {};
  } catch {
    return settings;
  }
  if (typeof stored.sound === 'string' && stored.sound in ORDER_SOUNDS) settings.sound = stored.sound as OrderSoundId;
  if (typeof stored.volume === 'number' && stored.volume >= 0 && stored.volume <= 1) settings.volume = stored.volume;
  if (REPEAT_CHOICES_MS.includes(stored.repeatMs as never)) settings.repeatMs = stored.repeatMs as number;
  if (typeof stored.keepScreenOn === 'boolean') settings.keepScreenOn = stored.keepScreenOn;
  if (typeof stored.kioskMode === 'boolean') settings.kioskMode = stored.kioskMode;
  const amber = stored.amberAfterMin;
  const red = stored.redAfterMin;
  if (WAIT_CHOICES_MIN.includes(amber as never) && WAIT_CHOICES_MIN.includes(red as never) && (amber as number) < (red as number)) {
    settings.amberAfterMin = amber as number;
    settings.redAfterMin = red as number;
  }
  return settings;
}

const slice = createSlice({
  name: 'alertSettings',
  initialState: (): AlertSettings =>
    readAlertSettings(typeof localStorage === 'undefined' ? null : localStorage.getItem(ALERT_SETTINGS_STORAGE_KEY)),
  reducers: {
    alertSettingsChanged(state, action: PayloadAction<Partial<AlertSettings>>) {
      const { amberAfterMin, redAfterMin, ...rest } = action.payload;
      const thresholds: Partial<AlertSettings> = {};
      if (amberAfterMin !== undefined) thresholds.amberAfterMin = amberAfterMin;
      if (redAfterMin !== undefined) thresholds.redAfterMin = redAfterMin;
      return thresholdsChanged({ ...state, ...rest }, thresholds);
    },
  },
});

export const { alertSettingsChanged } = slice.actions;
export default slice.reducer;
