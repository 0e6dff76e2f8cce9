import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { photoKey } from './photo-files.ts';
import { removeUnreferencedPhotos } from './remove-unreferenced-photos.ts';
import { uploadedPhotoSchema } from '../../../shared/photos.ts';
import { expectContract } from '../../test/contract.ts';

const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;
const notAnImage = { error: 'Upload a JPEG, PNG or WebP image', code: 'UNSUPPORTED_MEDIA_TYPE' };

/** A solid block of colour of any size, encoded by `encode`. */
const solid = (width: number, height: number, colour = '#c0392b') => sharp({ create: { width, height, channels: 3, background: colour } });

/** Detailed content, so that a JPEG of it has a long data section to cut short. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const jpeg = (width: number, height: number) => solid(width, height).jpeg().toBuffer();

/** Stored 300×200, left half red and right half blue, marked to be shown turned 90° clockwise (EXIF orientation 6). */
async function sidewaysJpeg() {
  const blue = await solid(150, 200, '#0000ff').png().toBuffer();
  return solid(300, 200, '#ff0000')
    .composite([{ input: blue, left: 150, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

interface Served {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

describeEachDatabase('photos API', (server) => {
  const signedIn = async (overrides: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(server().ctx, { userType: 'regular', ...overrides });
    return { user, client: clientAs(server().baseUrl, user) };
  };

  /** POST /api/photos as multipart/form-data, the file in `photo` (TestClient sends text bodies only). */
  async function upload(user: TestUser | null, bytes: Uint8Array, { name = 'photo.jpg', type = 'image/jpeg', field = 'photo' } = {}) {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return send(user, form);
  }

  async function uploadRaw(user: TestUser | null, bytes: Uint8Array, contentType: string) {
    return send(user, bytes, contentType);
  }

  async function send(user: TestUser | null, body: FormData | Uint8Array, contentType?: string) {
    const headers: Record<string, string> = user ? { cookie: user.cookie } : {};
    if (contentType) headers['content-type'] = contentType;
    const payload = body instanceof FormData ? body : new Uint8Array(body);
    const res = await fetch(`${server().baseUrl}/api/photos`, { method: 'POST', headers, body: payload });
    const text = await res.text();
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  }

  async function served(user: TestUser | null, url: string, headers: Record<string, string> = {}): Promise<Served> {
    const res = await fetch(`${server().baseUrl}${url}`, { headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) } });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  const photoRow = (id: string) => server().ctx.db.kysely.selectFrom('photo').selectAll().where('id', '=', id).executeTakeFirst();
  const photosOf = async (userId: string) => server().ctx.db.kysely.selectFrom('photo').select('id').where('userId', '=', userId).execute();
  const fileOnDisk = (id: string, size: 'large' | 'thumb') =>
    path.join(server().ctx.config.dataDir, 'photos', ...photoKey(id, size).split('/'));
  const backdate = (id: string, hours: number) =>
    server()
      .ctx.db.kysely.updateTable('photo')
      .set({ createdAt: new Date(Date.now() - hours * HOUR).toISOString() })
      .where('id', '=', id)
      .execute();

  it.each([
    ['JPEG', () => solid(2000, 1000).jpeg().toBuffer(), 'image/jpeg', { width: 1600, height: 800 }],
    ['PNG', () => solid(800, 600).png().toBuffer(), 'image/png', { width: 800, height: 600 }],
    ['WebP', () => solid(300, 200).webp().toBuffer(), 'image/webp', { width: 300, height: 200 }],
  ] as const)(
    'takes a %s and serves it re-encoded as WebP: large inside 1600×1600 (never enlarged), thumb 480×360',
    async (_, make, type, size) => {
      const { user } = await signedIn();
      const res = await upload(user, await make(), { name: 'dinner', type });
      expect(res.status).toBe(201);
      const { id } = res.body;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).toEqual({ id, imageUrl: `/api/photos/${id}/large`, thumbnailUrl: `/api/photos/${id}/thumb`, ...size });

      const large = await served(user, res.body.imageUrl);
      expect(large.status).toBe(200);
      expect(large.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(large.bytes).metadata()).toMatchObject({ format: 'webp', ...size });
      const thumb = await served(user, res.body.thumbnailUrl);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });

      expect(await photoRow(id)).toMatchObject({ userId: user.id, ...size, bytes: large.bytes.length + thumb.bytes.length });
    },
  );

  it('takes the image itself as the body when it is declared an image', async () => {
    const { user } = await signedIn();
    const res = await uploadRaw(user, await solid(640, 480).png().toBuffer(), 'image/png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 640, height: 480 });
    expect((await served(user, res.body.imageUrl)).status).toBe(200);
  });

  it('strips EXIF, XMP and ICC metadata: nothing of the original rides along', async () => {
    const { user } = await signedIn();
    const original = await solid(400, 300)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-owner' } })
      .withIccProfile('p3')
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>secret-xmp</rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();
    const before = await sharp(original).metadata();
    expect([Boolean(before.exif), Boolean(before.icc), Boolean(before.xmp), original.includes('secret-owner')]).toEqual([
      true,
      true,
      true,
      true,
    ]);

    const res = await upload(user, original);
    expect(res.status).toBe(201);
    expectContract(uploadedPhotoSchema, res.body);
    for (const url of [res.body.imageUrl, res.body.thumbnailUrl]) {
      const { bytes } = await served(user, url);
      const after = await sharp(bytes).metadata();
      expect({ exif: after.exif, icc: after.icc, xmp: after.xmp, orientation: after.orientation }).toEqual({
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        orientation: undefined,
      });
      expect(bytes.includes('secret-owner')).toBe(false);
      expect(bytes.includes('secret-xmp')).toBe(false);
    }
  });

  it('applies the EXIF orientation: a sideways phone photo is served upright', async () => {
    const { user } = await signedIn();
    const res = await upload(user, await sidewaysJpeg());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 200, height: 300 });
    const { bytes } = await served(user, res.body.imageUrl);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 300]);
    // Turned clockwise, the left (red) half is now on top and the right (blue) half below.
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [topRed, , topBlue] = pixel(100, 30) as [number, number, number];
    const [bottomRed, , bottomBlue] = pixel(100, 270) as [number, number, number];
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it.each([
    ['a text file named .jpg', () => Buffer.from('these are not the pixels you are looking for\n'), 'notes.jpg', 'image/jpeg'],
    ['a GIF', () => solid(40, 30).gif().toBuffer(), 'photo.gif', 'image/gif'],
    ['a GIF named .jpg and declared a JPEG', () => solid(40, 30).gif().toBuffer(), 'photo.jpg', 'image/jpeg'],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'photo.svg',
      'image/svg+xml',
    ],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'), 'menu.pdf', 'application/pdf'],
    ['a TIFF', () => solid(40, 30).tiff().toBuffer(), 'photo.png', 'image/png'],
  ])('refuses %s with 415, storing nothing', async (_, make, name, type) => {
    const { user } = await signedIn();
    const bytes = await make();
    const res = await upload(user, bytes, { name, type });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(notAnImage);
    const raw = await uploadRaw(user, bytes, 'image/jpeg');
    expect(raw.status).toBe(415);
    expect(raw.body).toEqual(notAnImage);
    expect(await photosOf(user.id)).toEqual([]);
  });

  it('refuses a body that is neither a form nor an image', async () => {
    const { client } = await signedIn();
    const res = await client.post('/api/photos', { photo: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(notAnImage);
  });

  it('refuses an empty upload or a form without the photo with 400', async () => {
    const { user } = await signedIn();
    const empty = await upload(user, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('The photo is empty: choose another file');
    const emptyRaw = await uploadRaw(user, new Uint8Array(0), 'image/jpeg');
    expect(emptyRaw.status).toBe(400);
    const wrongField = await upload(user, await jpeg(50, 50), { field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toBe('Choose a photo to upload');
    expect(await photosOf(user.id)).toEqual([]);
  });

  it('refuses a truncated JPEG with 422', async () => {
    const { user } = await signedIn();
    const whole = await noise(400, 300).jpeg({ quality: 90 }).toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.7));
    // A lenient decoder would show the top of it; refusing it is a choice (failOn) this test guards.
    expect((await sharp(truncated, { failOn: 'none' }).metadata()).width).toBe(400);
    const res = await upload(user, truncated);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('That image could not be read');
    expect(await photosOf(user.id)).toEqual([]);
  });

  it('refuses a decompression bomb (a small file of a huge image) with 422', async () => {
    const { user } = await signedIn();
    const bomb = await solid(8000, 6000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1 * MB); // 48 megapixels, about 150 KB on disk
    const res = await upload(user, bomb, { name: 'bomb.png', type: 'image/png' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('That image is too large to process');
    expect(await photosOf(user.id)).toEqual([]);
  });

  it('accepts a JPEG/HTML polyglot but re-encodes it: the served bytes hold no trace of the script', async () => {
    const { user } = await signedIn();
    const payload = '<html><body><script>fetch("/api/me").then(r => r.text()).then(alert)</script></body></html>';
    const polyglot = Buffer.concat([await jpeg(320, 240), Buffer.from(payload)]);
    const res = await upload(user, polyglot, { name: 'photo.html', type: 'text/html' });
    expect(res.status).toBe(201);
    for (const url of [res.body.imageUrl, res.body.thumbnailUrl]) {
      const file = await served(user, url);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.bytes.includes('<script')).toBe(false);
      expect(file.bytes.includes('alert')).toBe(false);
    }
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const { user } = await signedIn();
    const big = Buffer.alloc(10 * MB + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(user, big);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('The photo is too large: 10 MB at most');
    expect((await uploadRaw(user, big, 'image/jpeg')).status).toBe(413);
    // Exactly 10 MB gets past the size check (and on to the decoder, which finds no image in it).
    expect((await uploadRaw(user, big.subarray(0, 10 * MB), 'image/jpeg')).status).toBe(422);
    expect(await photosOf(user.id)).toEqual([]);
  });

  it('answers 401 without a session, for uploads and files', async () => {
    const { user } = await signedIn();
    const { body } = await upload(user, await jpeg(50, 50));
    expect((await upload(null, await jpeg(50, 50))).status).toBe(401);
    const anonymous = await served(null, body.imageUrl);
    expect(anonymous.status).toBe(401);
    expect(anonymous.bytes.toString()).toContain('Sign in to continue');
  });

  it("answers 404 for another user's private photo, and for one that does not exist; 400 for an unknown size", async () => {
    const { user: owner } = await signedIn();
    const { user: stranger } = await signedIn();
    const { body } = await upload(owner, await jpeg(50, 50));
    for (const url of [body.imageUrl, body.thumbnailUrl]) {
      const res = await served(stranger, url);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.bytes.toString())).toMatchObject({ error: 'Photo not found' });
    }
    expect((await served(owner, `/api/photos/${crypto.randomUUID()}/large`)).status).toBe(404);
    expect((await served(owner, `/api/photos/${body.id}/original`)).status).toBe(400);
    expect((await served(owner, `/api/photos/${body.id}/..%2F..%2Fchampion-kitchen.db`)).status).toBe(400);
  });

  it("lets everyone signed in see a catalogue recipe's photo, and a saver keep it after the recipe leaves the catalogue", async () => {
    const { user: champion, client: championClient } = await signedIn({ userType: 'champion' });
    const { user: saver, client: saverClient } = await signedIn();
    const { user: other } = await signedIn();
    const { body: photo } = await upload(champion, await jpeg(600, 400));
    expect((await served(other, photo.imageUrl)).status).toBe(404);

    const published = await championClient.post('/api/catalogue', { title: 'Pictured stew', photoId: photo.id });
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ photoId: photo.id, imageUrl: photo.imageUrl, thumbnailUrl: photo.thumbnailUrl });
    expect((await served(other, photo.imageUrl)).status).toBe(200);
    expect((await served(saver, photo.thumbnailUrl)).status).toBe(200);

    const saved = await saverClient.post(`/api/catalogue/${published.body.id}/save`, {});
    expect(saved.status).toBe(201);
    expect(saved.body.photoId).toBe(photo.id);
    expect((await championClient.delete(`/api/catalogue/${published.body.id}`)).status).toBe(204);

    expect((await served(other, photo.imageUrl)).status).toBe(404);
    expect((await served(saver, photo.imageUrl)).status).toBe(200);
    expect((await served(champion, photo.imageUrl)).status).toBe(200);
    // The saver's copy may still be edited with the form's unchanged photo.
    expect((await saverClient.patch(`/api/recipes/${saved.body.id}`, { title: 'My stew', photoId: photo.id })).status).toBe(200);
  });

  // Issue 20: household members read each other's recipes that are not private (0064), so their photos too.
  it("lets a household member see the photo of another member's recipe, as reading the recipe does; never a private or deleted one's", async () => {
    const { user: owner, client: ownerClient } = await signedIn();
    const member = await moveIntoHousehold(server().ctx, (await signedIn()).user, owner.householdId ?? '');
    const { user: outsider } = await signedIn();
    const { body: photo } = await upload(owner, await jpeg(120, 90));
    const recipe = await ownerClient.post('/api/recipes', { title: 'Pictured pie', servings: 4, photoId: photo.id });
    expect(recipe.status).toBe(201);
    const statuses = async (user: TestUser) => [
      (await served(user, photo.imageUrl)).status,
      (await served(user, photo.thumbnailUrl)).status,
    ];

    expect((await clientAs(server().baseUrl, member).get(`/api/recipes/${recipe.body.id}`)).status).toBe(200);
    expect(await statuses(member)).toEqual([200, 200]);
    expect(await statuses(outsider)).toEqual([404, 404]);

    // Marked private: the member no longer reads the recipe, nor its photo; its owner still does.
    expect((await ownerClient.patch(`/api/recipes/${recipe.body.id}`, { private: true })).status).toBe(200);
    expect((await clientAs(server().baseUrl, member).get(`/api/recipes/${recipe.body.id}`)).status).toBe(404);
    expect(await statuses(member)).toEqual([404, 404]);
    expect(await statuses(owner)).toEqual([200, 200]);

    // Shared again, then deleted ("Recently deleted" is its owner's alone).
    expect((await ownerClient.patch(`/api/recipes/${recipe.body.id}`, { private: false })).status).toBe(200);
    expect(await statuses(member)).toEqual([200, 200]);
    expect((await ownerClient.delete(`/api/recipes/${recipe.body.id}`)).status).toBe(204);
    expect(await statuses(member)).toEqual([404, 404]);
    expect(await statuses(owner)).toEqual([200, 200]);
  });

  it('is cached privately for good, with an ETag that answers 304', async () => {
    const { user } = await signedIn();
    const { body } = await upload(user, await jpeg(120, 90));
    const first = await served(user, body.imageUrl);
    expect(first.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('content-length')).toBe(String(first.bytes.length));

    for (const ifNoneMatch of [etag as string, `W/${etag}`, `"something-else", ${etag}`]) {
      const again = await served(user, body.imageUrl, { 'if-none-match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    }
    expect((await served(user, body.imageUrl, { 'if-none-match': '"something-else"' })).status).toBe(200);
    // The thumbnail is other bytes, so another tag.
    expect((await served(user, body.thumbnailUrl, { 'if-none-match': etag as string })).status).toBe(200);
    // A 304 is no way around the access check.
    const { user: stranger } = await signedIn();
    expect((await served(stranger, body.imageUrl, { 'if-none-match': etag as string })).status).toBe(404);
  });

  it("refuses recipes that show someone else's private photo or none at all, changing nothing", async () => {
    const { user: owner, client: ownerClient } = await signedIn();
    const { user: thief, client: thiefClient } = await signedIn({ userType: 'champion' });
    const { body: photo } = await upload(owner, await jpeg(200, 150));
    const notFound = { error: 'That photo was not found', code: 'BAD_REQUEST' };
    const recipesOf = async (userId: string) =>
      server().ctx.db.kysely.selectFrom('recipe').selectAll().where('userId', '=', userId).orderBy('createdAt').execute();

    for (const photoId of [photo.id, crypto.randomUUID()]) {
      const created = await thiefClient.post('/api/recipes', { title: 'Borrowed', photoId });
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject(notFound);
      const published = await thiefClient.post('/api/catalogue', { title: 'Borrowed', photoId });
      expect(published.status).toBe(400);
      expect(published.body).toMatchObject(notFound);
    }
    expect(await recipesOf(thief.id)).toEqual([]);

    const own = await thiefClient.post('/api/recipes', { title: 'Mine' });
    const before = await recipesOf(thief.id);
    const patched = await thiefClient.patch(`/api/recipes/${own.body.id}`, { title: 'Mine, with a photo', photoId: photo.id });
    expect(patched.status).toBe(400);
    expect(patched.body).toMatchObject(notFound);
    expect(await recipesOf(thief.id)).toEqual(before);
    expect((await served(thief, photo.imageUrl)).status).toBe(404);

    // The owner may use it, and may take it off again.
    const mine = await ownerClient.post('/api/recipes', { title: 'Pictured', photoId: photo.id });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ photoId: photo.id, imageUrl: photo.imageUrl, thumbnailUrl: photo.thumbnailUrl });
    expect((await ownerClient.patch(`/api/recipes/${mine.body.id}`, { photoId: null })).body.imageUrl).toBeNull();
  });

  it('removes photos no recipe shows after a day; keeps fresh ones, used ones and those of recently deleted recipes', async () => {
    const { user, client } = await signedIn();
    const uploadOne = async () => (await upload(user, await jpeg(80, 60))).body as { id: string; imageUrl: string };
    const [abandoned, fresh, used, deleted, longDeleted] = [
      await uploadOne(),
      await uploadOne(),
      await uploadOne(),
      await uploadOne(),
      await uploadOne(),
    ];

    expect((await client.post('/api/recipes', { title: 'Shown', photoId: used.id })).status).toBe(201);
    const binned = await client.post('/api/recipes', { title: 'Binned', photoId: deleted.id });
    expect((await client.delete(`/api/recipes/${binned.body.id}`)).status).toBe(204);
    const longAgo = await client.post('/api/recipes', { title: 'Binned long ago', photoId: longDeleted.id });
    expect((await client.delete(`/api/recipes/${longAgo.body.id}`)).status).toBe(204);
    await server()
      .ctx.db.kysely.updateTable('recipe')
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * HOUR).toISOString() })
      .where('id', '=', longAgo.body.id)
      .execute();
    for (const photo of [abandoned, used, deleted, longDeleted]) await backdate(photo.id, 25);
    await backdate(fresh.id, 23);

    expect(existsSync(fileOnDisk(abandoned.id, 'large'))).toBe(true);
    const result = await removeUnreferencedPhotos(server().ctx);
    expect(result).toEqual({ removed: 2, filesLeft: 0 });

    for (const gone of [abandoned, longDeleted]) {
      expect(await photoRow(gone.id)).toBeUndefined();
      expect(existsSync(fileOnDisk(gone.id, 'large'))).toBe(false);
      expect(existsSync(fileOnDisk(gone.id, 'thumb'))).toBe(false);
      expect(await server().ctx.storage.get(photoKey(gone.id, 'thumb'))).toBeNull();
      expect((await served(user, gone.imageUrl)).status).toBe(404);
    }
    for (const kept of [fresh, used, deleted]) {
      expect(await photoRow(kept.id)).toBeDefined();
      expect(existsSync(fileOnDisk(kept.id, 'thumb'))).toBe(true);
      expect((await served(user, kept.imageUrl)).status).toBe(200);
    }
    // The restored recipe still has its picture.
    const restored = await client.post(`/api/recipes/${binned.body.id}/restore`);
    expect((await served(user, restored.body.imageUrl)).status).toBe(200);
    // Running again finds nothing more to do.
    expect(await removeUnreferencedPhotos(server().ctx)).toEqual({ removed: 0, filesLeft: 0 });
  });

  it('documents both routes in the OpenAPI document', async () => {
    const { client } = await signedIn();
    const doc = await client.get('/api/openapi.json');
    expect(Object.keys(doc.body.paths['/api/photos'].post.requestBody.content)).toEqual([
      'multipart/form-data',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(Object.keys(doc.body.paths['/api/photos/{id}/{size}'].get.responses)).toEqual(expect.arrayContaining(['200', '304', '404']));
  });

  it('does not take uploads from other sites', async () => {
    const { user } = await signedIn();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await jpeg(50, 50))], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(`${server().baseUrl}/api/photos`, {
      method: 'POST',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      body: form,
    });
    expect(res.status).toBe(403);
    expect(await photosOf(user.id)).toEqual([]);
  });
});
