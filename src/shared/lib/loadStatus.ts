/** Where a read from the server stands, for any slice that loads something. */
export type LoadStatus = 'idle' | 'pending' | 'resolved' | 'error';

/** Where a change sent to the server stands. */
export type CommandStatus = 'idle' | 'pending' | 'done' | 'error';
