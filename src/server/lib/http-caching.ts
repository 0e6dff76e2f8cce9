import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/** SHA-1 of the body with node:crypto, in the request's own thread (hono's default goes through WebCrypto). */
const sha1 = (body: Uint8Array) => {
  const digest = createHash('sha1').update(body).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
};

/**
 * For reads whose answer depends on who asks (the catalogue carries each person's saved state): a browser may
 * keep the answer, never a shared cache (`private`), and must ask again each time (`no-cache`), sending the
 * ETag back, so an unchanged answer is a 304 with no body. `Vary: Cookie` says whose answer it was. Put after
 * the session check, so that only a signed-in person's answer is tagged.
 */
export function revalidatedPrivateReads(): MiddlewareHandler {
  const tag = etag({ generateDigest: sha1 });
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // Set before the handler answers, so they are part of its answer (changing a finished response's headers
    // is lost on @hono/node-server's fast path). An error answer carrying them is no harm: it is private too.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie', { append: true });
    await tag(c, next);
  };
}
