import type { Middleware } from '@reduxjs/toolkit';
import type { DeviceSource, LiveEntry, LiveJoinEntry } from '@contract/session-recording';

/** What the API client reports of one call when a session is being recorded. */
export interface TappedCall {
  method: string;
  url: string;
  requestBody?: unknown;
  at: number;
  answeredAt: number;
  status: number;
  /** The answer's text; absent for bytes (an image) and for a request that never reached the server. */
  responseText?: string;
}

/** Where the app reports what a session recording keeps. Nothing is kept, or costs anything, unless attached. */
export interface SessionTap {
  action(action: unknown, source: 'saga' | 'outside'): void;
  call(call: TappedCall): void;
  live(message: LiveEntry['message']): void;
  liveJoin(ack: LiveJoinEntry['ack']): void;
  device(source: DeviceSource, value: unknown): void;
}

let attached: SessionTap | null = null;

export function attachSessionTap(tap: SessionTap | null): void {
  attached = tap;
}

export function sessionTap(): SessionTap | null {
  return attached;
}

/** A browser event channel's emit that a session recording also keeps, as what the device told the app. */
export function tappedEmit<T>(source: DeviceSource, emit: (value: T) => void): (value: T) => void {
  return (value) => {
    attached?.device(source, value);
    emit(value);
  };
}

/** Kept per device: the recording starts with the app, so that a replay starts where the session did. */
export const RECORDING_WANTED_KEY = 'recordSession';

/** On when this device chose it (Sobre) or the address asks for it once (`?gravar=1`, kept from then on). */
export function isRecordingWanted(): boolean {
  if (new URLSearchParams(window.location.search).get('gravar') === '1') localStorage.setItem(RECORDING_WANTED_KEY, '1');
  return localStorage.getItem(RECORDING_WANTED_KEY) === '1';
}

// redux-saga marks what its put effects dispatch with this property (@redux-saga/symbols' SAGA_ACTION).
const SAGA_ACTION = '@@redux-saga/SAGA_ACTION';

/** Placed before the saga middleware, so an action is kept before the puts it sets off. */
export const sessionTapMiddleware: Middleware = () => (next) => (action) => {
  attached?.action(action, (action as Record<string, unknown>)[SAGA_ACTION] ? 'saga' : 'outside');
  return next(action);
};
