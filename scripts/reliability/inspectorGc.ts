/**
 * A full garbage collection in a server process, asked through Node's inspector on a loopback port, so a memory
 * figure counts what the server keeps rather than what its collector has not reached yet. The server needs no
 * route for it: the inspector is a start option of the throw-away process the script runs.
 */

/** The environment that opens a started server's inspector on the given loopback port. */
export function inspectorEnv(port: number): Record<string, string> {
  return { NODE_OPTIONS: [process.env.NODE_OPTIONS, `--inspect=127.0.0.1:${port}`].filter(Boolean).join(' ') };
}

interface InspectorTarget {
  webSocketDebuggerUrl: string;
}

function opened(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error(`The inspector at ${socket.url} refused the connection`));
  });
}

function answered(socket: WebSocket, id: number): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.onmessage = (event) => {
      const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (reply.id !== id) return;
      if (reply.error) reject(new Error(`The inspector refused: ${reply.error.message}`));
      else resolve();
    };
    socket.onclose = () => reject(new Error('The inspector closed before answering'));
  });
}

/** Resolves once the process on that inspector port has run a full collection. */
export async function collectGarbage(inspectorPort: number): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as InspectorTarget[];
  if (targets.length === 0) throw new Error(`No inspector target on port ${inspectorPort}`);
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  try {
    await opened(socket);
    const done = answered(socket, 1);
    socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    await done;
  } finally {
    socket.onclose = null;
    socket.close();
  }
}
