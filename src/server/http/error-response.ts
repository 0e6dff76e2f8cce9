import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCodeOfStatus } from '../../shared/error-codes.ts';
import type { AppEnv } from '../app-env.ts';
import { isDatabaseBusy } from '../db/database-busy.ts';
import { AppError } from '../lib/app-error.ts';
import { translatorFor } from '../lib/i18n.ts';
import { localeOfContext } from './request-language.ts';

export function errorResponse(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof AppError) {
    const { clientCode, body, retryAfterSeconds } = err.options;
    if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
    return c.json(
      { ...body, error: err.message, code: clientCode ?? err.code, ...(err.details ? { details: err.details } : {}) },
      err.status,
    );
  }
  if (err instanceof HTTPException) {
    // hono's own refusals (a body that is not JSON): the code says what kind, for the client's words. Its
    // messages are English written for programmers ("Malformed JSON in request body"), so a person reads ours,
    // naming JSON when that is what could not be read.
    const status = err.status as ContentfulStatusCode;
    const t = translatorFor(localeOfContext(c));
    const words = /json/i.test(err.message) ? t('server.unreadableJson') : t('server.unreadableRequest');
    return c.json({ error: words, code: errorCodeOfStatus(status) }, status);
  }
  if (isDatabaseBusy(err)) {
    // Nothing the request did wrong, and nothing broken: the database was held up a moment (db/database-busy.ts).
    c.var.ctx?.logger.warn({ err, reqId: c.var.requestId }, 'database busy');
    c.header('Retry-After', '2');
    return c.json({ error: translatorFor(localeOfContext(c))('error.BUSY'), code: 'BUSY' }, 503);
  }
  c.var.ctx?.logger.error({ err, reqId: c.var.requestId }, 'unhandled error');
  return c.json({ error: translatorFor(localeOfContext(c))('error.INTERNAL'), code: 'INTERNAL' }, 500);
}
