import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { photoErrors } from '../modules/photos/index.ts';
import { bodyTooLargeMessage } from '../http/body-limits.ts';
import { clientAs, createUser } from '../test/factories.ts';
import { describeEachDatabase } from '../test/test-server.ts';

const MB = 1024 * 1024;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  socket: Socket;
}

/** One request through `agent`; `body` is sent as it is (a Buffer), in pieces with no length when `chunked`. */
function send(
  agent: Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; chunked?: boolean; declaredLength?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body && !options.chunked) headers['content-length'] = String(options.declaredLength ?? options.body.length);
    const req = request(url, { method: options.method ?? 'GET', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), socket: req.socket! }),
      );
    });
    // After the answer, a server that closes a connection mid-body may reset it; that is not this request's failure.
    req.on('error', reject);
    if (!options.body) return void req.end();
    if (options.declaredLength !== undefined) return void req.write(options.body); // less than declared: never ends
    if (!options.chunked) return void req.end(options.body);
    for (let offset = 0; offset < options.body.length; offset += 64 * 1024) req.write(options.body.subarray(offset, offset + 64 * 1024));
    req.end();
  });
}

function multipartPhoto(bytes: number) {
  const boundary = 'ck-boundary-7d1f';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    Buffer.alloc(bytes, 0xff),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describeEachDatabase('request bodies a route does not read to the end', (server) => {
  let agent: Agent;
  let cookie: string;
  beforeEach(async () => {
    // One socket, kept alive: the second request must go over the connection the first one used.
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    cookie = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' })).cookieHeader();
  });
  afterEach(() => agent.destroy());

  const url = (path: string) => `${server().baseUrl}${path}`;
  const healthOnSameConnection = async (first: Answer) => {
    const next = await send(agent, url('/api/health'));
    expect(next.status).toBe(200);
    expect(next.socket).toBe(first.socket);
  };

  // Review 14.2: a 413 for a 1 MB title left the body unread, and the next request on the connection got ECONNRESET.
  it('answers 413 to a 1 MB JSON body and keeps the keep-alive connection usable', async () => {
    const body = Buffer.from(JSON.stringify({ title: 'x'.repeat(MB), ingredients: [] }));
    const first = await send(agent, url('/api/recipes'), { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body });
    expect([first.status, JSON.parse(first.body).error]).toEqual([413, bodyTooLargeMessage()]);
    expect(first.headers.connection).toBe('keep-alive');
    await healthOnSameConnection(first);
  });

  it('does the same for a body sent in chunks with no length', async () => {
    const body = Buffer.from(JSON.stringify({ title: 'x'.repeat(2 * MB) }));
    const first = await send(agent, url('/api/recipes'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
      chunked: true,
    });
    expect(first.status).toBe(413);
    await healthOnSameConnection(first);
  });

  it('answers 413 to a photo over the upload limit and keeps the connection for the retry', async () => {
    const photo = multipartPhoto(12 * MB);
    const first = await send(agent, url('/api/photos'), {
      method: 'POST',
      headers: { cookie, 'content-type': photo.type },
      body: photo.body,
    });
    expect([first.status, JSON.parse(first.body).error]).toEqual([413, photoErrors.tooBig]);
    await healthOnSameConnection(first);
  });

  it('keeps the connection usable after an upload refused before it was read (not signed in)', async () => {
    const photo = multipartPhoto(4 * MB);
    const first = await send(agent, url('/api/photos'), { method: 'POST', headers: { 'content-type': photo.type }, body: photo.body });
    expect(first.status).toBe(401);
    await healthOnSameConnection(first);
  });

  it('closes the connection cleanly, saying so, when a body is too large to read to its end', async () => {
    const first = await send(agent, url('/api/photos'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'image/jpeg' },
      body: Buffer.alloc(MB, 0xff),
      declaredLength: 200 * MB,
    });
    expect(first.status).toBe(413);
    expect(first.headers.connection).toBe('close');
    // The client knows not to reuse it: the next request goes over a new connection and is answered.
    const next = await send(agent, url('/api/health'));
    expect(next.status).toBe(200);
    expect(next.socket).not.toBe(first.socket);
  });
});
