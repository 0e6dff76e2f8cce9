/**
 * The benchmark scenarios' workload: each connection is one signed-in person (their session cookie, their
 * own address in X-Forwarded-For) sending the same few requests in turn, keeping any cookie the server sets
 * (as a browser would, so a session cookie cache is used when the server has one); a request may instead carry
 * a person's cookie of its own, for scenarios where each request is someone else's.
 */
import { CookieJar, type AutocannonRequest, type VirtualClient } from './workload.ts';

export interface FixedRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Sent instead of the connection's own cookie: the request of another signed-in person. */
  cookie?: string;
}

export interface FixedClient {
  cookie: string;
  ip: string;
  requests: FixedRequest[];
}

export interface FixedWorkloadOptions {
  step: string;
  /** The app's origin, sent as Origin on writes as a browser does. */
  origin: string;
  /** Connection i is clients[i % clients.length]. */
  clients: FixedClient[];
}

export default function fixedWorkload(options: FixedWorkloadOptions) {
  return (index: number): VirtualClient => {
    const client = options.clients[index % options.clients.length] as FixedClient;
    const jar = new CookieJar(client.cookie);
    const requests: AutocannonRequest[] = client.requests.map((request) => {
      const write = request.method !== 'GET';
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const headers: Record<string, string> = {
        accept: 'application/json',
        'x-forwarded-for': client.ip,
        ...(write ? { origin: options.origin } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      };
      return {
        method: request.method,
        path: request.path,
        ...(body ? { body } : {}),
        setupRequest: (req) => ({ ...req, headers: { ...headers, cookie: request.cookie ?? jar.header() } }),
        onResponse: (_status, _body, _context, responseHeaders) =>
          jar.store(responseHeaders['set-cookie'] ?? responseHeaders['Set-Cookie']),
      };
    });
    return { requests, currentStep: () => options.step };
  };
}
