/**
 * A server started by another process with an IPC channel (tests, the benchmark) tells it the port it listens on.
 * Those parents start it with PORT=0, so the kernel picks a port no one holds at the moment of binding: a port
 * chosen beforehand and bound later could be taken in between by another test file's server (EADDRINUSE, or worse,
 * the parent talking to someone else's server). Started any other way, the server sends nothing.
 */
export interface ListeningMessage {
  type: 'listening';
  port: number;
}

export function reportListening(port: number): void {
  if (!process.send) return;
  process.send({ type: 'listening', port } satisfies ListeningMessage);
  // The channel must not keep the server alive after its parent is gone, nor hold up its own shutdown.
  process.channel?.unref();
}

export function isListeningMessage(message: unknown): message is ListeningMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as ListeningMessage).type === 'listening' &&
    Number.isInteger((message as ListeningMessage).port)
  );
}
