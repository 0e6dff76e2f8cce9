import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local web server on 127.0.0.1 for tests that fetch pages: it counts connections and keeps request headers. */
export interface PageServer {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `127.0.0.1:<port>`, as IMPORT_ALLOWED_HOSTS spells it. */
  host: string;
  /** TCP connections accepted so far (a refused fetch must leave this unchanged). */
  connections: number;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startPageServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<PageServer> {
  const server = createServer((req, res) => {
    page.requests.push({ path: req.url ?? '/', headers: req.headers });
    handler(req, res);
  });
  server.on('connection', () => {
    page.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const page: PageServer = {
    port,
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    connections: 0,
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return page;
}
