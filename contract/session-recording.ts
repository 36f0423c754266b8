/**
 * A recorded session of the app, as 'Exportar sessão' (Sobre) downloads it and `npm run replay` reads it. Times are
 * the device's clock in milliseconds since the epoch. Tokens, passwords, e-mails, phones and addresses are
 * redacted before anything enters the recording.
 */

/** A Redux action as dispatched: by a saga's put, or from outside the sagas (a screen, the app's start-up). */
export interface RecordedAction {
  type: string;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
}

export interface ActionEntry {
  kind: 'action';
  at: number;
  source: 'saga' | 'outside';
  action: RecordedAction;
}

/** One HTTP call of the API client and its answer; status 0 is a request that never reached the server. */
export interface ApiEntry {
  kind: 'api';
  at: number;
  method: string;
  /** The path and query string, without the server's address. */
  url: string;
  requestBody?: unknown;
  answeredAt: number;
  status: number;
  responseBody?: unknown;
}

/** A message of the live connection, as its channel hands it to the sagas. */
export interface LiveEntry {
  kind: 'live';
  at: number;
  message: { type: 'status'; status: string; error?: string } | { type: 'event'; event: { channel: string; event: string; id: number } };
}

/** The server's answer to joining the shop's room on the live connection. */
export interface LiveJoinEntry {
  kind: 'liveJoin';
  at: number;
  ack: { ok: true } | { ok: false; message: string };
}

/** What the browser told the app through a saga's channel: a first tap, the network, the page shown again. */
export type DeviceSource = 'gesture' | 'network' | 'visibility';

export interface DeviceEntry {
  kind: 'device';
  at: number;
  source: DeviceSource;
  value: unknown;
}

export type RecordingEntry = ActionEntry | ApiEntry | LiveEntry | LiveJoinEntry | DeviceEntry;

export interface SessionRecording {
  format: 'back-office-session';
  /** Raised whenever an entry's shape changes; a replay refuses versions it does not know. */
  version: 1;
  appVersion: string;
  /** Where the app was opened (path and query), which decides what it loads first. */
  startPath: string;
  startedAt: number;
  /** When 'Exportar sessão' was tapped: a replay runs the clock up to here. */
  exportedAt: number;
  /** The window's size at the start, which decides defaults such as keeping a tablet's screen on. */
  viewport: { width: number; height: number };
  /** The browser storage the app started with (tokens redacted to their claims). */
  storage: Record<string, string>;
  entries: RecordingEntry[];
  /** Entries dropped from the start to keep the recording within its bound; a replay needs 0. */
  dropped: number;
  /** The store's state when the recording was exported, redacted. */
  finalState: unknown;
}
