import { lookup } from 'node:dns/promises';
import { brotliCompressSync, deflateRawSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPageServer, type PageServer } from '../../test/page-server.ts';
import { words } from '../i18n.ts';
import { FetchError, fetchMessages } from './fetch-error.ts';
import { safeFetch, USER_AGENT, type ResolvedAddress, type SafeFetchOptions } from './safe-fetch.ts';

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

let pages: PageServer;
/** A second local server that is never allowed: redirects aimed at it must not reach it. */
let internal: PageServer;

beforeAll(async () => {
  internal = await startPageServer((_req, res) => res.end('internal secrets'));
  pages = await startPageServer((req, res) => {
    const path = req.url ?? '/';
    const html = (body: string | Buffer, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) {
      const left = Number(hops[1]);
      res.writeHead(302, { location: left > 0 ? `/hops/${left - 1}` : '/recipe' });
      res.end();
      return;
    }
    switch (path) {
      case '/recipe':
        return html(page('<h1>Lentil soup – ½ pot</h1>'));
      case '/latin1':
        // No charset in the header: the meta tag says windows-1252, and "é" is the single byte 0xE9.
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(Buffer.from('<html><head><meta charset="windows-1252"></head><body>Caf\xe9 cr\xe8me</body></html>', 'latin1'));
      case '/header-charset':
        res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
        return res.end(Buffer.from('<p>Cr\xe8me br\xfbl\xe9e</p>', 'latin1'));
      case '/unknown-charset':
        return html(page('Plain café'), { 'content-type': 'text/html; charset=x-made-up' });
      case '/gzip':
        return html(gzipSync(page('gzipped café')), { 'content-encoding': 'gzip' });
      case '/br':
        return html(brotliCompressSync(page('brotli café')), { 'content-encoding': 'br' });
      case '/deflate':
        return html(deflateRawSync(page('raw deflate café')), { 'content-encoding': 'deflate' });
      case '/damaged-gzip':
        return html(Buffer.from('this is not gzip at all'), { 'content-encoding': 'gzip' });
      case '/compress':
        return html('x', { 'content-encoding': 'compress' });
      case '/json':
        res.writeHead(200, { 'content-type': 'application/ld+json' });
        return res.end('{"@type":"Recipe","name":"Soup"}');
      case '/image':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(Buffer.alloc(10));
      case '/missing':
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('gone');
      case '/big':
        return html('x'.repeat(5000));
      case '/big-chunked':
        // No Content-Length: the size is only known by counting as it streams.
        res.writeHead(200, { 'content-type': 'text/html' });
        for (let i = 0; i < 10; i++) res.write('y'.repeat(500));
        return res.end();
      case '/bomb':
        // 2 MB of zeros gzip to about 2 KB: small on the wire, far past the cap once inflated.
        return html(gzipSync(Buffer.alloc(2 * 1024 * 1024)), { 'content-encoding': 'gzip' });
      case '/to-internal':
        res.writeHead(302, { location: `${internal.origin}/` });
        return res.end();
      case '/to-metadata':
        res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/' });
        return res.end();
      case '/to-localhost':
        res.writeHead(307, { location: `http://localhost:${internal.port}/` });
        return res.end();
      case '/to-file':
        res.writeHead(302, { location: 'file:///etc/passwd' });
        return res.end();
      case '/hang':
        return; // never answers
      case '/stall':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body>the rest never comes');
        return;
      default:
        res.writeHead(404);
        res.end();
    }
  });
});

afterAll(async () => {
  await pages.close();
  await internal.close();
});

/** A resolver that records what it was asked and answers with the system's answer (or a fixed one). */
function spyResolver(answers: Record<string, ResolvedAddress[]> = {}) {
  return vi.fn(async (hostname: string): Promise<ResolvedAddress[]> => answers[hostname] ?? lookup(hostname, { all: true }));
}

async function failure(url: string, options: SafeFetchOptions = {}): Promise<FetchError> {
  const err = await safeFetch(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FetchError);
  return err as FetchError;
}

describe('safeFetch refuses internal targets before connecting', () => {
  const literals = () => [
    `http://127.0.0.1:${pages.port}/recipe`,
    `http://[::1]:${pages.port}/recipe`,
    `http://0.0.0.0:${pages.port}/recipe`,
    `http://[::ffff:127.0.0.1]:${pages.port}/recipe`,
    `http://[::7f00:1]:${pages.port}/recipe`,
    `http://[64:ff9b::7f00:1]:${pages.port}/recipe`,
    // Integer, hex and short forms of 127.0.0.1, which URL parsing turns back into dotted quads.
    `http://2130706433:${pages.port}/recipe`,
    `http://0x7f000001:${pages.port}/recipe`,
    `http://127.1:${pages.port}/recipe`,
    'http://10.0.0.1/',
    'http://192.168.0.1/admin',
    'http://100.64.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://100.100.100.200/latest/meta-data/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'https://192.0.2.10/',
  ];

  it('refuses literal internal addresses without looking anything up or connecting', async () => {
    const resolve = spyResolver();
    const before = pages.connections;
    for (const url of literals()) {
      const err = await failure(url, { resolve });
      expect({ url, reason: err.reason, message: err.message }).toEqual({
        url,
        reason: 'blocked-address',
        message: words(fetchMessages.blocked),
      });
    }
    expect(resolve).not.toHaveBeenCalled();
    expect(pages.connections).toBe(before);
  });

  it('refuses a name that resolves to loopback (localhost), checking the addresses the connection would use', async () => {
    const resolve = spyResolver();
    const before = pages.connections;
    const err = await failure(`http://localhost:${pages.port}/recipe`, { resolve });
    expect(err.reason).toBe('blocked-address');
    expect(resolve).toHaveBeenCalledWith('localhost');
    expect(pages.connections).toBe(before);
  });

  it('refuses names resolving to a private address, or to any private address among public ones', async () => {
    const resolve = spyResolver({
      'intranet.example': [{ address: '10.0.0.7', family: 4 }],
      'mixed.example': [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
      'metadata.example': [{ address: 'fd00:ec2::254', family: 6 }],
      'nothing.example': [],
    });
    for (const host of ['intranet.example', 'mixed.example', 'metadata.example']) {
      expect((await failure(`http://${host}/recipe`, { resolve })).reason).toBe('blocked-address');
    }
    expect((await failure('http://nothing.example/recipe', { resolve })).message).toBe(words(fetchMessages.unreachable));
    // One resolution per connection, made by the connection itself: nothing to rebind between check and use.
    expect(resolve).toHaveBeenCalledTimes(4);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/recipe', 'gopher://example.com/', 'javascript:alert(1)', 'data:text/html,<p>hi</p>'])(
    'refuses the scheme of %s',
    async (url) => {
      const resolve = spyResolver();
      const err = await failure(url, { resolve });
      expect([err.reason, err.message]).toEqual(['invalid-url', words(fetchMessages.scheme)]);
      expect(resolve).not.toHaveBeenCalled();
    },
  );

  it('refuses credentials in the address and things that are not addresses', async () => {
    expect((await failure('http://user:secret@example.com/')).message).toBe(words(fetchMessages.credentials));
    expect((await failure('http://user@example.com/')).message).toBe(words(fetchMessages.credentials));
    expect((await failure('not a web address')).message).toBe(words(fetchMessages.invalid));
  });
});

describe('safeFetch with a host the operator allowed', () => {
  const allowed = (extra: SafeFetchOptions = {}): SafeFetchOptions => ({ allowedHosts: [pages.host], ...extra });

  it('fetches a page, saying who it is and what it wants', async () => {
    const result = await safeFetch(`${pages.origin}/recipe`, allowed());
    expect(result).toEqual({ url: `${pages.origin}/recipe`, mediaType: 'html', body: page('<h1>Lentil soup – ½ pot</h1>') });
    const headers = pages.requests.at(-1)?.headers;
    expect(headers?.['user-agent']).toBe(USER_AGENT);
    expect(headers?.accept).toMatch(/^text\/html/);
  });

  it('allows exactly the listed host:port: not another name for it, not another port', async () => {
    const before = pages.connections + internal.connections;
    expect((await failure(`http://localhost:${pages.port}/recipe`, allowed())).reason).toBe('blocked-address');
    expect((await failure(`${internal.origin}/`, allowed())).reason).toBe('blocked-address');
    expect(pages.connections + internal.connections).toBe(before);
  });

  it('allows an intranet name, resolved and connected once', async () => {
    const resolve = spyResolver({ 'recipes.intranet': [{ address: '127.0.0.1', family: 4 }] });
    const result = await safeFetch(`http://recipes.intranet:${pages.port}/recipe`, {
      allowedHosts: [`recipes.intranet:${pages.port}`],
      resolve,
    });
    expect(result.body).toContain('Lentil soup');
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('never reaches a cloud metadata address, even when an operator lists it', async () => {
    const resolve = spyResolver({ 'metadata.internal': [{ address: '169.254.169.254', family: 4 }] });
    const err1 = await failure('http://169.254.169.254/latest/meta-data/', { allowedHosts: ['169.254.169.254:80'], resolve });
    const err2 = await failure('http://metadata.internal/latest/meta-data/', { allowedHosts: ['metadata.internal:80'], resolve });
    expect([err1.reason, err2.reason]).toEqual(['blocked-address', 'blocked-address']);
  });

  it('refuses a redirect from the allowed host to another internal address', async () => {
    const before = internal.connections;
    const resolve = spyResolver();
    expect((await failure(`${pages.origin}/to-internal`, allowed({ resolve }))).message).toBe(words(fetchMessages.blocked));
    expect((await failure(`${pages.origin}/to-metadata`, allowed({ resolve }))).message).toBe(words(fetchMessages.blocked));
    expect((await failure(`${pages.origin}/to-localhost`, allowed({ resolve }))).message).toBe(words(fetchMessages.blocked));
    expect(internal.connections).toBe(before);
    expect(resolve.mock.calls).toEqual([['localhost']]);
  });

  it('refuses a redirect to another scheme', async () => {
    expect((await failure(`${pages.origin}/to-file`, allowed())).message).toBe(words(fetchMessages.scheme));
  });

  it('follows up to 5 redirects, and no more', async () => {
    const five = await safeFetch(`${pages.origin}/hops/4`, allowed());
    expect(five.url).toBe(`${pages.origin}/recipe`);
    const six = await failure(`${pages.origin}/hops/5`, allowed());
    expect([six.reason, six.message]).toEqual(['too-many-redirects', words(fetchMessages.tooManyRedirects)]);
    expect((await failure(`${pages.origin}/hops/1`, allowed({ maxRedirects: 1 }))).reason).toBe('too-many-redirects');
  });

  it('refuses a body over the cap, whether announced, streamed or compressed', async () => {
    const options = allowed({ maxBytes: 1000 });
    for (const path of ['/big', '/big-chunked']) {
      const err = await failure(`${pages.origin}${path}`, options);
      expect([path, err.reason, err.message]).toEqual([path, 'too-large', 'The page is larger than 1000 bytes']);
    }
    const bomb = await failure(`${pages.origin}/bomb`, allowed({ maxBytes: 64 * 1024 }));
    expect([bomb.reason, bomb.message]).toEqual(['too-large', 'The page is larger than 64 KB']);
  });

  it('says the default cap in megabytes', async () => {
    const err = await failure(`${pages.origin}/bomb`, allowed({ maxBytes: 1024 * 1024 }));
    expect(err.message).toBe('The page is larger than 1 MB');
  });

  it('gives up on a server that never answers, or stops sending, when the time is up', async () => {
    for (const path of ['/hang', '/stall']) {
      const err = await failure(`${pages.origin}${path}`, allowed({ timeoutMs: 150 }));
      expect([path, err.reason, err.message]).toEqual([path, 'timeout', words(fetchMessages.timeout)]);
    }
  });

  it('undoes gzip, brotli and (raw) deflate', async () => {
    expect((await safeFetch(`${pages.origin}/gzip`, allowed())).body).toContain('gzipped café');
    expect((await safeFetch(`${pages.origin}/br`, allowed())).body).toContain('brotli café');
    expect((await safeFetch(`${pages.origin}/deflate`, allowed())).body).toContain('raw deflate café');
    expect((await failure(`${pages.origin}/damaged-gzip`, allowed())).message).toMatch(/^The page could not be read/);
    expect((await failure(`${pages.origin}/compress`, allowed())).message).toMatch(/^The page could not be read/);
  });

  it('decodes the charset from the header or the meta tag, UTF-8 otherwise', async () => {
    expect((await safeFetch(`${pages.origin}/latin1`, allowed())).body).toContain('Café crème');
    expect((await safeFetch(`${pages.origin}/header-charset`, allowed())).body).toContain('Crème brûlée');
    expect((await safeFetch(`${pages.origin}/unknown-charset`, allowed())).body).toContain('Plain café');
  });

  it('reads JSON-LD served as JSON, and refuses what is not a page', async () => {
    expect(await safeFetch(`${pages.origin}/json`, allowed())).toMatchObject({
      mediaType: 'json',
      body: '{"@type":"Recipe","name":"Soup"}',
    });
    const image = await failure(`${pages.origin}/image`, allowed());
    expect([image.reason, image.message]).toEqual(['unsupported-content', 'That address is not a web page (it sent image/png)']);
    const missing = await failure(`${pages.origin}/missing`, allowed());
    expect([missing.reason, missing.message]).toEqual(['http-status', 'The page answered with an error (HTTP 404)']);
  });

  it('says a closed port cannot be reached', async () => {
    const closed = await startPageServer(() => {});
    await closed.close();
    const err = await failure(`${closed.origin}/`, { allowedHosts: [closed.host] });
    expect([err.reason, err.message]).toEqual(['unreachable', words(fetchMessages.unreachable)]);
  });
});
