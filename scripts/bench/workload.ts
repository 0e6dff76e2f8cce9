/**
 * What the load generator needs from a workload: for each connection, the requests it sends in turn (in
 * autocannon's shape) and the label of the request it has in flight, so latencies can be told apart by step.
 * Workloads are modules loaded by path in the load generator's process (functions cannot cross processes).
 */
export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null;
  onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
}

export interface VirtualClient {
  requests: AutocannonRequest[];
  /** The step the request in flight belongs to ("search", "sign-in"…). */
  currentStep(): string;
}

/** A workload module's default export: given its options, makes the client of connection `index`. */
export type WorkloadFactory = (options: never) => (index: number) => VirtualClient;

/** A session cookie jar of one virtual user: it keeps what the server sets, as a browser would. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(initial?: string) {
    if (initial) this.setPair(initial);
  }

  private setPair(pair: string) {
    const eq = pair.indexOf('=');
    if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }

  /** Takes in a response's Set-Cookie headers; an expired or emptied cookie is dropped. */
  store(setCookie: string | string[] | undefined) {
    for (const line of typeof setCookie === 'string' ? [setCookie] : (setCookie ?? [])) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-)/i.test(a));
      if (!name) continue;
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get empty() {
    return this.cookies.size === 0;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
