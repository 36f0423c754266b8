/** A JSON copy, as a recording holds values (no undefined, no functions). */
export const asRecorded = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

/**
 * Times a saga stamps (a status's 'at') follow work the replay does at once and the device did in a few
 * milliseconds (loading a screen's code, opening a socket): equal when this close, in a recording's time span.
 */
const TIME_TOLERANCE_MS = 2_000;
const EPOCH_MS_FROM = Date.UTC(2020, 0, 1);
const EPOCH_MS_TO = Date.UTC(2100, 0, 1);
const isEpochMs = (value: unknown): value is number => typeof value === 'number' && value > EPOCH_MS_FROM && value < EPOCH_MS_TO;

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

function differenceAt(path: string, recorded: unknown, replayed: unknown): string | null {
  if (Object.is(recorded, replayed)) return null;
  if (isEpochMs(recorded) && isEpochMs(replayed) && Math.abs(recorded - replayed) <= TIME_TOLERANCE_MS) return null;
  const bothObjects = recorded && replayed && typeof recorded === 'object' && typeof replayed === 'object';
  if (!bothObjects || Array.isArray(recorded) !== Array.isArray(replayed)) {
    return `${path}: recorded ${shown(recorded)}, replayed ${shown(replayed)}`;
  }
  const a = recorded as Record<string, unknown>;
  const b = replayed as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = differenceAt(`${path}.${key}`, a[key], b[key]);
    if (found) return found;
  }
  return null;
}

export function stateDifference(recorded: unknown, replayed: unknown): string | null {
  const found = differenceAt('state', recorded, replayed);
  return found && `The final state differs at ${found}`;
}

interface Action {
  type: string;
}

function byType(actions: Action[]): Map<string, Action[]> {
  const groups = new Map<string, Action[]>();
  for (const action of actions) groups.set(action.type, [...(groups.get(action.type) ?? []), action]);
  return groups;
}

/**
 * The first recorded action the replay did not dispatch alike, in the recording's order; then any kind of action the
 * replay dispatched more often. Each kind is compared in its own order (the 3rd 'orders/orderStarted' with the
 * 3rd): sagas waiting on different things (an answer, a sound, a timer) may interleave differently from run to run,
 * what each action carried and how many there were may not.
 */
export function actionDifference(recorded: Action[], replayed: Action[]): string | null {
  const replayedByType = byType(replayed);
  const counted = new Map<string, number>();
  for (const [index, action] of recorded.entries()) {
    const nth = counted.get(action.type) ?? 0;
    counted.set(action.type, nth + 1);
    const where = `Action ${index + 1} of ${recorded.length} (${action.type}, number ${nth + 1} of its kind)`;
    const counterpart = replayedByType.get(action.type)?.[nth];
    if (!counterpart) return `${where} was not dispatched by the replay`;
    const found = differenceAt(`action ${index + 1}`, action, counterpart);
    if (found) return `${where} differs: ${found}`;
  }
  for (const [type, actions] of replayedByType) {
    const extra = actions.length - (counted.get(type) ?? 0);
    if (extra > 0) return `The replay dispatched ${type} ${extra} more time(s) than the recording: ${shown(actions[actions.length - extra])}`;
  }
  return null;
}
