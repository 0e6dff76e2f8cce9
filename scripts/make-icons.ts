// Makes the app's install icons from public/favicon.svg: `npx tsx scripts/make-icons.ts`. The PNGs are committed
// (public/icons/), so builds never need sharp for them; run this again only when the favicon changes.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('public/favicon.svg');
const outDir = 'public/icons';
/** The favicon's own green: a maskable icon's background shows wherever the launcher's mask reaches. */
const background = '#1f6f4a';
/** Pixels per inch to rasterise the 32-unit SVG at so that 512 px stays sharp (72 dpi would be 32 px). */
const density = (size: number) => Math.ceil((72 * size) / 32);

async function plain(size: number): Promise<void> {
  await sharp(svg, { density: density(size) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${outDir}/icon-${size}.png`);
}

/**
 * A maskable icon must keep what matters inside the middle 80 % circle, because launchers crop it to their own
 * shape; the round favicon goes in at 70 % on a full square of its green, so no crop ever cuts into it.
 */
async function maskable(size: number): Promise<void> {
  const inner = Math.round(size * 0.7);
  const logo = await sharp(svg, { density: density(inner) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: logo, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`${outDir}/maskable-${size}.png`);
}

mkdirSync(outDir, { recursive: true });
await plain(192);
await plain(512);
await maskable(512);
console.log(`icons written to ${outDir}/`);
