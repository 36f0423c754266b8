import { nanoid } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectTillState } from '../selectors';

/** A form's own command: the id it sent, and whether that one is on its way or done (another form's answer is not its). */
export function useTillCommand() {
  const command = useAppSelector((state) => selectTillState(state).command);
  const [requestId, setRequestId] = useState<string | null>(null);
  const mine = requestId !== null && command.requestId === requestId;
  const begin = useCallback(() => {
    const id = nanoid();
    setRequestId(id);
    return id;
  }, []);
  const forget = useCallback(() => setRequestId(null), []);
  return { begin, forget, pending: mine && command.status === 'pending', done: mine && command.status === 'done' };
}
