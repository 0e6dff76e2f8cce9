import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { words } from '../lib/i18n.ts';

export const MB = 1024 * 1024;

/** Bodies larger than these are refused with 413 before they are read; 1 MB unless a route needs more. */
// The words are asked for when a body is refused, in the language of the request being answered.
const bodyLimits: { path: string; megabytes: number; message: () => string }[] = [
  // A 10 MB photo plus the multipart envelope; the photo's own size is checked after. Either way the person
  // choosing a photo reads the same words.
  { path: '/api/photos', megabytes: 11, message: () => words('server.photos.tooBig') },
  // Pasted page source of up to 5 MB, JSON-escaped; the person pasting it reads the limit of the source itself.
  { path: '/api/recipes/import', megabytes: 6, message: () => words('validation.import.htmlTooLarge') },
  // An export file of up to 50 MB and the multipart envelope; the file's own size is checked after.
  { path: '/api/imports', megabytes: 51, message: () => words('server.imports.refused.tooBig') },
];

/** What a person reads when what they send is over the standard limit (a form's text is checked long before). */
export const bodyTooLargeMessage = () => words('server.bodyTooLarge', { megabytes: 1 });

export function requestSizeLimit(): MiddlewareHandler<AppEnv> {
  const limiter = (megabytes: number, message: () => string) =>
    bodyLimit({
      maxSize: megabytes * MB,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', message());
      },
    });
  const standard = limiter(1, bodyTooLargeMessage);
  const special = bodyLimits.map(({ path, megabytes, message }) => ({ path, handler: limiter(megabytes, message) }));
  return (c, next) => {
    // A GET or HEAD with a body was refused before this; asking for the body (as bodyLimit does) would build
    // the whole web Request, a tenth of a small GET's time.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (special.find((s) => c.req.path === s.path)?.handler ?? standard)(c, next);
  };
}

/**
 * A GET or HEAD has no body: one sent anyway is never read, and a large one left unread beside a large answer
 * (a static asset) stalled the connection until the client gave up. Refused before anything else reads it.
 */
export function refuseBodyOnGet(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const length = Number(c.req.header('content-length') ?? 0);
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && (length > 0 || c.req.header('transfer-encoding'))) {
      throw new AppError('BAD_REQUEST', words('server.getWithBody'));
    }
    await next();
  };
}
