import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { fetchMessages } from './lib/http-fetch/fetch-error.ts';
import { words } from './lib/i18n.ts';
import { photoErrors } from './modules/photos/index.ts';
import { clientAs, countRecipes, createUser, type TestUser } from './test/factories.ts';
import { startPageServer } from './test/page-server.ts';
import { describeEachDatabase, type TestServer } from './test/test-server.ts';

/**
 * Hostile files and addresses the per-module tests (photos.test.ts, safe-fetch.test.ts, recipes-import.test.ts)
 * do not already send, through the public API: each is refused with a 4xx JSON error and nothing is stored.
 */

// --- files ---------------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header that declares a `width`×`height` greyscale image, with next to no pixel data: a bomb's fuse. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method quirks, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const script = '<script>fetch("/api/me").then((r) => r.text()).then(alert)</script>';
const svgWithScript = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">${script}<rect width="10" height="10"/></svg>`;
/** The smallest PDF readers open: the header is what a sniffer would believe. */
const pdf =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';
/** GIF89a is a GIF header and also the start of a valid script: `GIF89a=1;alert(1)` runs as JavaScript. */
const gifScriptPolyglot = Buffer.concat([
  Buffer.from('GIF89a/*'),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]),
  Buffer.from('*/=1;alert(document.cookie);//'),
  Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  Buffer.from(`<html>${script}</html>`),
]);

interface HostileFile {
  label: string;
  bytes: () => Promise<Buffer> | Buffer;
  /** What the browser would claim: never believed, so a lie changes nothing. */
  type: string;
  status: number;
  error: string;
}

const files: HostileFile[] = [
  { label: 'a text file', bytes: () => Buffer.from('just some notes\n'), type: 'text/plain', status: 415, error: photoErrors.notAnImage },
  {
    label: 'a text file claiming to be a JPEG',
    bytes: () => Buffer.from('just some notes\n'),
    type: 'image/jpeg',
    status: 415,
    error: photoErrors.notAnImage,
  },
  { label: 'a PDF', bytes: () => Buffer.from(pdf), type: 'application/pdf', status: 415, error: photoErrors.notAnImage },
  { label: 'a PDF claiming to be a PNG', bytes: () => Buffer.from(pdf), type: 'image/png', status: 415, error: photoErrors.notAnImage },
  {
    label: 'an SVG with a script',
    bytes: () => Buffer.from(svgWithScript),
    type: 'image/svg+xml',
    status: 415,
    error: photoErrors.notAnImage,
  },
  {
    label: 'an HTML page',
    bytes: () => Buffer.from(`<!doctype html><html>${script}</html>`),
    type: 'text/html',
    status: 415,
    error: photoErrors.notAnImage,
  },
  {
    label: 'a GIF that is also JavaScript and HTML',
    bytes: () => gifScriptPolyglot,
    type: 'image/gif',
    status: 415,
    error: photoErrors.notAnImage,
  },
  {
    label: 'an HTML page behind a JPEG signature',
    bytes: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`<html>${script}</html>`)]),
    type: 'image/jpeg',
    status: 422,
    error: photoErrors.unreadable,
  },
  {
    label: 'a JPEG behind a PNG signature',
    bytes: async () =>
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), await solid(40, 30).jpeg().toBuffer()]),
    type: 'image/png',
    status: 422,
    error: photoErrors.unreadable,
  },
  {
    label: 'a truncated PNG',
    bytes: async () => {
      const whole = await noise(300, 200).png().toBuffer();
      return whole.subarray(0, Math.floor(whole.length * 0.6));
    },
    type: 'image/png',
    status: 422,
    error: photoErrors.unreadable,
  },
  {
    label: 'a PNG cut off after its header',
    bytes: async () => (await solid(300, 200).png().toBuffer()).subarray(0, 33),
    type: 'image/png',
    status: 422,
    error: photoErrors.unreadable,
  },
  {
    label: 'a truncated WebP',
    bytes: async () => {
      const whole = await noise(300, 200).webp().toBuffer();
      return whole.subarray(0, Math.floor(whole.length * 0.5));
    },
    type: 'image/webp',
    status: 422,
    error: photoErrors.unreadable,
  },
  {
    label: 'a 100-byte PNG declaring 30000×30000 pixels',
    bytes: () => pngDeclaring(30_000, 30_000),
    type: 'image/png',
    status: 422,
    error: photoErrors.tooManyPixels,
  },
  {
    // Past what the decoder takes at all: refused as unreadable before any pixel limit is reached.
    label: 'a PNG declaring the largest size the format allows',
    bytes: () => pngDeclaring(0x7fffffff, 0x7fffffff),
    type: 'image/png',
    status: 422,
    error: photoErrors.unreadable,
  },
];

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

// --- importer targets ------------------------------------------------------------------------------------

// The one host the server may fetch from (as an operator allows an intranet site), and one it must never reach.
const allowed = await startPageServer((req, res) => {
  const to = /^\/to\?(.+)$/.exec(req.url ?? '');
  if (to?.[1]) {
    res.writeHead(302, { location: decodeURIComponent(to[1]) });
    return res.end();
  }
  res.writeHead(404, { 'content-type': 'text/html' });
  res.end('no such page');
});
const internal = await startPageServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<script type="application/ld+json">{"@type":"Recipe","name":"Internal secrets"}</script>');
});

afterAll(async () => {
  await allowed.close();
  await internal.close();
});

/** Every one an internal address of some kind, most of them for the internal server's own port. */
const internalTargets = (): string[] => {
  const p = internal.port;
  return [
    `http://127.0.0.1:${p}/`,
    `http://[::1]:${p}/`,
    `http://[::]:${p}/`,
    `http://0.0.0.0:${p}/`,
    `http://0:${p}/`,
    `http://[::ffff:127.0.0.1]:${p}/`,
    `http://[::ffff:7f00:1]:${p}/`,
    `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`,
    // Decimal, octal, hex and short forms of 127.0.0.1.
    `http://2130706433:${p}/`,
    `http://017700000001:${p}/`,
    `http://0177.0.0.1:${p}/`,
    `http://0x7f.0x0.0x0.0x1:${p}/`,
    `http://0x7f000001:${p}/`,
    `http://127.1:${p}/`,
    `http://127.000.000.001:${p}/`,
    // Names that resolve to loopback, however they are spelled.
    `http://localhost:${p}/`,
    `http://LOCALHOST:${p}/`,
    `http://127.0.0.1.:${p}/`,
    'http://10.0.0.1/',
    'http://10.255.255.254:8080/admin',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/latest/meta-data/',
    'http://2852039166/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
  ];
};

describeEachDatabase(
  'hostile uploads and importer targets',
  (server) => {
    const signedIn = async () => {
      const user = await createUser(server().ctx, { userType: 'regular' });
      return { user, client: clientAs(server().baseUrl, user) };
    };
    const countPhotos = async ({ ctx }: TestServer) =>
      Number(
        (
          await ctx.db.kysely
            .selectFrom('photo')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    async function uploadForm(user: TestUser, bytes: Buffer, type: string, name: string) {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(bytes)], { type }), name);
      return answer(await fetch(`${server().baseUrl}/api/photos`, { method: 'POST', headers: { cookie: user.cookie }, body: form }));
    }
    async function uploadRaw(user: TestUser, bytes: Buffer, type: string) {
      const headers = { cookie: user.cookie, 'content-type': type };
      return answer(await fetch(`${server().baseUrl}/api/photos`, { method: 'POST', headers, body: new Uint8Array(bytes) }));
    }
    async function answer(res: Response) {
      return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as { error?: string } };
    }

    it.each(files.map((f) => [f.label, f] as const))('refuses %s, as a form or as the body, storing nothing', async (_label, file) => {
      const { user } = await signedIn();
      const bytes = await file.bytes();
      const before = await countPhotos(server());
      const asForm = await uploadForm(user, bytes, file.type, 'upload.jpg');
      expect([asForm.status, asForm.body.error]).toEqual([file.status, file.error]);
      expect(asForm.type).toContain('application/json');
      // As the raw body, declared an image (the declared type is the only way to send one): the same answer.
      const asBody = await uploadRaw(user, bytes, 'image/jpeg');
      expect([asBody.status, asBody.body.error]).toEqual([file.status, file.error]);
      expect(await countPhotos(server())).toBe(before);
    });

    // A user of its own for each address: the importer takes 20 requests a minute from one user.
    it('refuses every internal target with 422 and says why, reaching nothing and storing nothing', async () => {
      const recipes = await countRecipes(server().ctx);
      const reached = internal.connections;
      const answers = [];
      for (const url of internalTargets()) {
        const { client } = await signedIn();
        const res = await client.post('/api/recipes/import', { url });
        answers.push({ url, status: res.status, error: res.body.error });
      }
      expect(answers).toEqual(internalTargets().map((url) => ({ url, status: 422, error: words(fetchMessages.blocked) })));
      expect(internal.connections).toBe(reached);
      expect(await countRecipes(server().ctx)).toBe(recipes);
    });

    it('refuses a redirect from the allowed host to each internal target, reaching none of them', async () => {
      const recipes = await countRecipes(server().ctx);
      const reached = internal.connections;
      const targets = internalTargets();
      const answers = [];
      for (const url of targets) {
        const { client } = await signedIn();
        const res = await client.post('/api/recipes/import', { url: `${allowed.origin}/to?${encodeURIComponent(url)}` });
        answers.push({ url, status: res.status, error: res.body.error });
      }
      expect(answers).toEqual(targets.map((url) => ({ url, status: 422, error: words(fetchMessages.blocked) })));
      expect(internal.connections).toBe(reached);
      expect(await countRecipes(server().ctx)).toBe(recipes);
      // The allowed host was asked each time: the refusal came at the redirect, not before.
      expect(allowed.requests.filter((r) => r.path.startsWith('/to?')).length).toBeGreaterThanOrEqual(targets.length);
    });
  },
  { IMPORT_ALLOWED_HOSTS: allowed.host },
);
