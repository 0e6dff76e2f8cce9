import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/**
 * gzip or deflate as the client accepts, for text of 1 KiB or more (JSON, the client's scripts and styles);
 * images and already-encoded answers pass as they are. Weakens an ETag, as a changed encoding must.
 * hono's compress adds `Vary: Accept-Encoding` through `c.header` after the handler, which rebuilds a finished
 * response as a stream: a fifth of a small JSON answer's time. A client that accepts neither encoding gets the
 * same bytes whatever it sends, so it skips the middleware (and needs no Vary: that answer suits every client).
 */
export function compression(): MiddlewareHandler {
  const gzipOrDeflate = compress();
  return async (c, next) => {
    if (/\b(gzip|deflate)\b/i.test(c.req.header('accept-encoding') ?? '')) return gzipOrDeflate(c, next);
    await next();
  };
}
