import { invalid } from '@server/domain/errors';

export interface SequenceEntry {
  id: number;
  sequence: number;
}

/** Spec 2: a reorder numbers the option groups 1..n, each id once; anything else would leave gaps or ties. */
export function assertWholeSequence(entries: SequenceEntry[]): void {
  const ids = new Set(entries.map((entry) => entry.id));
  if (ids.size !== entries.length) throw invalid('body optionGroups repete um opcional.');
  const sequences = entries.map((entry) => entry.sequence).sort((a, b) => a - b);
  if (sequences.some((sequence, index) => sequence !== index + 1)) {
    throw invalid(`body optionGroups deve numerar as sequências de 1 a ${entries.length}, sem repetir.`);
  }
}
