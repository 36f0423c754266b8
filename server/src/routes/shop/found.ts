import { notFound } from '@server/domain/errors';

/** The record, or a 404 with the message when the shop has none by that id. */
export function found<T>(record: T | undefined, message: string): T {
  if (record === undefined) throw notFound(message);
  return record;
}
