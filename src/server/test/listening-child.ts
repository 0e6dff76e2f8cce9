import type { ChildProcess } from 'node:child_process';
import { isListeningMessage } from '../lib/listening-report.ts';

/**
 * The port a server started as `child` (with PORT=0 and an IPC channel in its stdio) reports once it listens
 * (lib/listening-report.ts). Rejects, saying what the child wrote, if it exits first or does not listen within
 * `timeoutMs` (then it is killed).
 */
export function listeningPort(child: ChildProcess, timeoutMs: number, output: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: unknown) => {
      if (!isListeningMessage(message)) return;
      done();
      // The parent needs nothing more from the channel; it must not keep the parent's event loop alive.
      child.channel?.unref();
      resolve(message.port);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      done();
      reject(new Error(`the server exited before listening (code ${code}, signal ${signal}):\n${output()}`));
    };
    const timer = setTimeout(() => {
      done();
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
  });
}
