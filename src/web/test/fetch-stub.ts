import { vi } from 'vitest';

/** A request the page made, as the server would receive it. */
export interface SentRequest {
  method: string;
  /** The path with its query, e.g. `/api/recipes?filter=all`. */
  url: string;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
}

/** What the stubbed server answers: a status (200 unless said) and a JSON body. */
export interface StubReply {
  status?: number;
  body?: unknown;
}

export type StubHandler = StubReply | ((request: SentRequest) => StubReply | Promise<StubReply>);

let unexpected: string[] = [];

/**
 * Stands in for the server at the network edge: `fetch` answers the routes given as `"METHOD /path"` (the path
 * without its query) and records every request. Anything else is recorded as unexpected, answered 404, and
 * fails the test when it ends (src/web/test/setup.ts). The stub is removed after each test.
 */
export function stubApi(routes: Record<string, StubHandler>) {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { pathname, search } = new URL(url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: SentRequest = { method, url: pathname + search, body };
    sent.push(request);
    const handler = routes[`${method} ${pathname}`];
    if (handler === undefined) {
      unexpected.push(`${method} ${pathname}${search}`);
      return json(404, { error: 'Not found' });
    }
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    return json(reply.status ?? 200, reply.body ?? null);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    /** Every request so far, in order. */
    sent,
    /** The requests to one route, `"METHOD /path"`. */
    requestsTo: (route: string) => sent.filter((r) => `${r.method} ${new URL(r.url, 'http://localhost').pathname}` === route),
  };
}

/** The unexpected requests since the last call (the set-up checks after each test). */
export function takeUnexpectedRequests(): string[] {
  const found = unexpected;
  unexpected = [];
  return found;
}

/** A reply the test releases when it is ready, to see the page while it waits for the server. */
export function heldReply() {
  let release!: (reply: StubReply) => void;
  const reply = new Promise<StubReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => reply, release };
}

function json(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
