import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

const csp = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

type HeaderSet = Record<string, string>;

/** Every answer's security headers, the same for every request: written out once, at start-up. */
export function securityHeaderSet(https: boolean, { inlineStyles = false } = {}): HeaderSet {
  return {
    'content-security-policy': policy(inlineStyles ? { ...csp, 'style-src': ["'self'", "'unsafe-inline'"] } : csp),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The browsers' old XSS filter could be turned against a page; off, as the CSP does its job.
    'x-xss-protection': '0',
  };
}

/**
 * The security headers on every answer. Over a socket they go on Node's response, which sends them with the
 * answer's own headers: the answer keeps its light form (no web `Headers` object built from it and changed a dozen
 * times, a twentieth of a small answer's time). In-process requests (app.request) have no socket: there they are
 * set on the answer itself. Either way a header the answer sets itself is the one sent.
 */
export function securityHeaders(https: boolean): MiddlewareHandler {
  const app = securityHeaderSet(https);
  // Swagger UI sets inline styles; only the API reference page allows them.
  const docs = securityHeaderSet(https, { inlineStyles: true });
  return async (c, next) => {
    await next();
    const headers = c.req.path.startsWith('/api/docs') ? docs : app;
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const name in headers) outgoing.setHeader(name, headers[name] as string);
    } else {
      for (const name in headers) if (!c.res.headers.has(name)) c.res.headers.set(name, headers[name] as string);
    }
  };
}
