import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const csp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export function securityHeaders(https: boolean): MiddlewareHandler {
  const common = {
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
  } as const;
  const app = secureHeaders({ ...common, contentSecurityPolicy: csp });
  // Swagger UI sets inline styles; only the API reference page allows them.
  const docs = secureHeaders({ ...common, contentSecurityPolicy: { ...csp, styleSrc: ["'self'", "'unsafe-inline'"] } });
  return (c, next) => (c.req.path.startsWith('/api/docs') ? docs(c, next) : app(c, next));
}
