import { useEffect, useRef } from 'react';
import type { CommandStatus } from '@/shared/lib/loadStatus';

/**
 * Runs `onDone` when a command this screen sent for `id` finishes (rename, save): the command state is shared by
 * every screen of the feature, so the id and a flag of our own tell our command from another's.
 */
export function useDoneOnce(command: { id: number | null; status: CommandStatus }, id: number, onDone: () => void) {
  const sent = useRef(false);
  useEffect(() => {
    if (command.id !== id) return;
    if (command.status === 'pending') sent.current = true;
    if (command.status === 'done' && sent.current) {
      sent.current = false;
      onDone();
    }
  }, [command.id, command.status, id, onDone]);
}
