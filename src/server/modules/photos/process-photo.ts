import type sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';

const MB = 1024 * 1024;

export const photoLimits = {
  /** Of the uploaded file (the request body may be a little larger: see bodyLimits in http/body-limits.ts). */
  maxBytes: 10 * MB,
  /** Width × height of the decoded image: a small file may declare a huge image (a decompression bomb). */
  maxPixels: 40_000_000,
  large: { width: 1600, height: 1600 },
  thumb: { width: 480, height: 360 },
} as const;

export const photoErrors = {
  missing: 'Choose a photo to upload',
  empty: 'The photo is empty: choose another file',
  tooBig: 'The photo is too large: 10 MB at most',
  notAnImage: 'Upload a JPEG, PNG or WebP image',
  tooManyPixels: 'That image is too large to process',
  unreadable: 'That image could not be read',
} as const;

export type ImageType = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image type by its first bytes — the only thing about an upload we believe (never its name or declared type). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  large: EncodedImage;
  thumb: EncodedImage;
}

/**
 * Checks an upload and re-encodes it: the bytes must be a JPEG, PNG or WebP (by content) of at most 10 MB
 * and 40 megapixels that decodes whole. The EXIF orientation is applied; the outputs are new WebP files
 * (large: inside 1600×1600, never enlarged; thumb: 480×360, cropped to fill) that carry no metadata — no
 * EXIF, GPS, XMP or ICC profile (colours are converted to sRGB) — and nothing of the original's bytes,
 * so nothing appended to an image (a script in a polyglot file) survives.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', words('server.photos.empty'));
  if (bytes.byteLength > photoLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', words('server.photos.tooBig'));
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', words('server.photos.notAnImage'));

  // failOn 'error': a truncated or corrupt image is refused, not half-decoded; a mere warning (common in
  // phone JPEGs) is not. Only the first frame of an animated WebP is read.
  // sharp (libvips) loads on the first upload: a server that never sees a photo keeps its ~20 MB.
  const { default: sharpOf } = await import('sharp');
  const open = () => sharpOf(bytes, { limitInputPixels: photoLimits.maxPixels, failOn: 'error', animated: false });
  try {
    // The header alone: the pixel limit applies here too, before anything is decoded.
    const { format } = await open().metadata();
    if (format !== type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', words('server.photos.notAnImage'));
    // One after the other, not in parallel: at most one full decode of this upload in memory at a time.
    const large = await encode(
      open().rotate().resize(photoLimits.large.width, photoLimits.large.height, { fit: 'inside', withoutEnlargement: true }),
      82,
    );
    const thumb = await encode(open().rotate().resize(photoLimits.thumb.width, photoLimits.thumb.height, { fit: 'cover' }), 75);
    return { large, thumb };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new AppError('UNPROCESSABLE', words('server.photos.tooManyPixels'));
    throw new AppError('UNPROCESSABLE', words('server.photos.unreadable'));
  }
}

async function encode(pipeline: sharp.Sharp, quality: number): Promise<EncodedImage> {
  // No withMetadata(): sharp writes none by default.
  const { data, info } = await pipeline.webp({ quality }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
