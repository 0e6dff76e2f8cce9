import { request as httpRequest } from 'node:http';

export interface TestResponse<T = any> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is (for malformed bodies); overrides `body`. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

/**
 * A small HTTP client with a cookie jar, speaking from a chosen loopback address (127.0.0.2, …) so that
 * tests can act as different clients the way the server sees them: by socket address.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly localAddress = '127.0.0.1',
  ) {}

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }
  post(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', path, { ...options, body });
  }
  put(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', path, { ...options, body });
  }
  patch(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, { ...options, body });
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, options);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const url = new URL(path, this.baseUrl);
    const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    // Node chunks POST/PUT/PATCH bodies but not DELETE's: without a length, its body would read as a second request.
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));

    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { method, hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers, localAddress: this.localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const eq = pair?.indexOf('=') ?? -1;
              if (!pair || eq < 0) continue;
              const name = pair.slice(0, eq).trim();
              const value = pair.slice(eq + 1).trim();
              if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
              else this.cookies.set(name, value);
            }
            const text = Buffer.concat(chunks).toString('utf8');
            let body: any = text;
            if (res.headers['content-type']?.includes('application/json')) {
              try {
                body = JSON.parse(text);
              } catch {
                body = text;
              }
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
          });
        },
      );
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }
}
