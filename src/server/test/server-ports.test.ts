import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAppProcess, type AppProcess } from './app-process.ts';
import { databaseKinds, startTestServer, type TestServer } from './test-server.ts';

/**
 * EADDRINUSE was seen once in CI: the test servers asked for a free port (freePort) and listened on it later, so
 * two test files starting servers at the same moment could be handed the same one. Here every free-port probe
 * answers a port that someone else holds by the time it is listened on: the lost race, made certain.
 */
const { taken } = vi.hoisted(() => ({ taken: { port: 0 } }));
vi.mock('./postgres-cluster.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./postgres-cluster.ts')>()),
  freePort: () => Promise.resolve(taken.port),
}));

let holder: Server;
beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  taken.port = (holder.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => holder.close(() => resolve()));
});

const portOf = (baseUrl: string) => Number(new URL(baseUrl).port);

describe('servers started at the same moment never share a port', () => {
  for (const kind of databaseKinds) {
    it(`two test servers, each on the port the kernel gave it [${kind}]`, async () => {
      const started = await Promise.allSettled([startTestServer(kind), startTestServer(kind)]);
      const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
        const ports = servers.map((server) => portOf(server.baseUrl));
        expect(new Set(ports).size).toBe(2);
        expect(ports).not.toContain(taken.port);
        for (const server of servers) expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      } finally {
        await Promise.all(servers.map((server: TestServer) => server.close()));
      }
    });
  }

  // Issue 16: startAppProcess took fetch's answer for a failure once an in-process test server had replaced the
  // global Response (@hono/node-server does), so in a file that starts both kinds the children "did not answer".
  it('two app processes, each reporting the port it listens on, beside a test server in this process', async () => {
    const inProcess = await startTestServer(databaseKinds[0] ?? 'sqlite');
    const started = await Promise.allSettled([startAppProcess({ startTimeoutMs: 120_000 }), startAppProcess({ startTimeoutMs: 120_000 })]);
    const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
      const ports = apps.map((app) => app.port);
      expect(new Set(ports).size).toBe(2);
      expect(ports).not.toContain(taken.port);
      expect(ports).not.toContain(portOf(inProcess.baseUrl));
      for (const app of apps) expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await Promise.all([...apps.map((app: AppProcess) => app.stop()), inProcess.close()]);
      for (const app of apps) app.cleanUp();
    }
  }, 180_000);
});
