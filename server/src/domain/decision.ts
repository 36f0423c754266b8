/**
 * What a rule answers: the value it allows, or why it refuses (worded for the log), with the conflict's code when
 * the app reacts to it. The routes decide with these inside a transaction, the tests check them as tables of cases.
 */
import type { ConflictCode } from '@contract/errors';

export type Decision<T> = { ok: true; value: T } | { ok: false; message: string; code?: ConflictCode };

export const allow = <T>(value: T): Decision<T> => ({ ok: true, value });
export const refuse = <T>(message: string, code?: ConflictCode): Decision<T> => ({ ok: false, message, code });
