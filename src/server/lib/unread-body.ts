import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

const MB = 1024 * 1024;

export interface UnreadBodyLimits {
  /** A body left unread that is larger than this (declared or found) is not read to its end. */
  maxBytes: number;
  /** Nor one still arriving after this long. */
  maxMs: number;
}

/**
 * Larger than any body a route accepts (11 MB for photos), so a too-large photo is read to its end and refused
 * on a connection the browser can use again; anything larger, or slower, costs the client its connection instead.
 */
const defaultLimits: UnreadBodyLimits = { maxBytes: 32 * MB, maxMs: 30_000 };

/** Reads the rest of a request body and throws it away; whether it reached its end within the limits. */
function drain(incoming: IncomingMessage, { maxBytes, maxMs }: UnreadBodyLimits): Promise<boolean> {
  if (incoming.destroyed || Number(incoming.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const onClose = () => finish(incoming.readableEnded);
    const timer = setTimeout(() => finish(false), maxMs);
    // Whoever was reading the body (the web stream a handler was given) will not read on; its listener would pause
    // the request again as soon as its queue filled.
    incoming.removeAllListeners('data');
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onError);
    incoming.once('close', onClose);
    incoming.resume();
  });
}

/**
 * Once an answer is ready, whatever of the request body nobody read (a body refused as too large, an upload refused
 * before it was read) is read and thrown away before the answer goes out, so the next request on the keep-alive
 * connection starts where it should. @hono/node-server drains such a body only for half a second after the answer,
 * and not at all while the body's web stream holds the request paused; then it destroyed the socket, and the
 * client's next request on it failed with ECONNRESET. A body too large or too slow to read to its end gets
 * `Connection: close` instead, so the client opens a new connection for its next request.
 */
export function finishUnreadBody(limits: UnreadBodyLimits = defaultLimits): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // In-process requests (app.request in tests) have no socket to keep usable.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableEnded || (incoming.complete && incoming.readableLength === 0)) return;
    if (!(await drain(incoming, limits))) c.header('Connection', 'close');
  };
}
