import type { RecordingEntry, SessionRecording } from '@contract/session-recording';
import { APP_VERSION } from '@/shared/config';
import { downloadBlob } from '@/shared/lib/download';
import { attachSessionTap } from '@/shared/recording/tap';
import { appendBounded, recordingFileName, redacted, redactedBody, redactedStorage } from './rules';

interface Recording {
  startPath: string;
  startedAt: number;
  viewport: { width: number; height: number };
  storage: Record<string, string>;
  entries: RecordingEntry[];
  dropped: number;
}

let recording: Recording | null = null;

/** Starts keeping what the app does, before its store exists, so the recording begins where the session does. */
export function startRecording(): void {
  const started: Recording = {
    startPath: `${window.location.pathname}${window.location.search}`,
    startedAt: Date.now(),
    viewport: { width: window.innerWidth, height: window.innerHeight },
    storage: redactedStorage(localStorage),
    entries: [],
    dropped: 0,
  };
  const keep = (entry: RecordingEntry) => {
    started.dropped += appendBounded(started.entries, entry);
  };
  attachSessionTap({
    action: (action, source) => keep({ kind: 'action', at: Date.now(), source, action: redacted(action) as { type: string } }),
    call: ({ responseText, requestBody, ...call }) =>
      keep({ kind: 'api', ...call, requestBody: redacted(requestBody), responseBody: redactedBody(responseText) }),
    live: (message) => keep({ kind: 'live', at: Date.now(), message: redacted(message) as typeof message }),
    liveJoin: (ack) => keep({ kind: 'liveJoin', at: Date.now(), ack: redacted(ack) as typeof ack }),
    device: (source, value) => keep({ kind: 'device', at: Date.now(), source, value: redacted(value) }),
  });
  recording = started;
}

/** Stops keeping entries; what was kept can still be exported until the app is opened again. */
export function stopRecording(): void {
  attachSessionTap(null);
}

export function isRecording(): boolean {
  return recording !== null;
}

export function recordingEntryCount(): number {
  return recording?.entries.length ?? 0;
}

export function recordingOf(state: unknown, exportedAt = Date.now()): SessionRecording | null {
  if (!recording) return null;
  return {
    format: 'back-office-session',
    version: 1,
    appVersion: APP_VERSION,
    startPath: recording.startPath,
    startedAt: recording.startedAt,
    exportedAt,
    viewport: recording.viewport,
    storage: recording.storage,
    entries: [...recording.entries],
    dropped: recording.dropped,
    finalState: redacted(state),
  };
}

/** 'Exportar sessão': the recording as one JSON file the browser downloads. */
export function downloadRecording(state: unknown): void {
  const exportedAt = new Date();
  const file = recordingOf(state, exportedAt.getTime());
  if (!file) return;
  downloadBlob(new Blob([JSON.stringify(file, null, 1)], { type: 'application/json' }), recordingFileName(exportedAt));
}
