import { nanoid } from '@reduxjs/toolkit';
import { useEffect, useRef, useState } from 'react';
import type { CommandStatus } from '@/shared/lib/loadStatus';

interface Creation {
  requestId: string | null;
  status: CommandStatus;
}

/**
 * Ties a create dialog to its own request: it shows pending while that request runs and closes once it is done
 * (the saga then opens the new record), ignoring creations asked for elsewhere.
 */
export function useCreateRequest(creation: Creation, onDone: () => void) {
  const [requestId, setRequestId] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const mine = requestId !== null && creation.requestId === requestId;
  const done = mine && creation.status === 'done';

  useEffect(() => {
    if (!done || handled.current === requestId) return;
    handled.current = requestId;
    onDone();
  }, [done, requestId, onDone]);

  return {
    pending: mine && creation.status === 'pending',
    /** A new request id, remembered as this dialog's. */
    start(): string {
      const id = nanoid();
      setRequestId(id);
      return id;
    },
  };
}
