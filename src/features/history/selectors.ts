import type { RootState } from '@/app/rootReducer';
import { historyKeyOf, type HistorySubject } from './rules';
import type { ShownHistory } from './slice';

type HistoryView = Pick<ShownHistory, 'status' | 'entries'>;

const notShown: HistoryView = { status: 'idle', entries: null };

/** The history of a record as its section shows it; idle before the section opened (and installed the group). */
export const selectShownHistory = (state: RootState, subject: HistorySubject): HistoryView =>
  state.history?.shown[historyKeyOf(subject)] ?? notShown;

/** The records whose history is open on screen, for the sagas that read them again. */
export const selectShownSubjects = (state: RootState): HistorySubject[] =>
  Object.values(state.history?.shown ?? {}).map((shown) => shown.subject);
