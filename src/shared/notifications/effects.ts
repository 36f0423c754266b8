import { put } from 'redux-saga/effects';
import { errorRaised, successRaised } from './slice';

/** For feature sagas: `yield notifyError('Não foi possível alterar.', error)`; the error reaches the log too. */
export function notifyError(message: string, error?: unknown, title?: string) {
  return put(errorRaised({ message, error, title }));
}

export function notifySuccess(message: string, title?: string) {
  return put(successRaised({ message, title }));
}
