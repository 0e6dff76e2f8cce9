/** The two files stored for every photo, both WebP. */
export const photoSizes = ['large', 'thumb'] as const;
export type PhotoSize = (typeof photoSizes)[number];

export const PHOTO_CONTENT_TYPE = 'image/webp';

/** Where a photo's file lives in storage: "large/<id>.webp", "thumb/<id>.webp". */
export function photoKey(id: string, size: PhotoSize): string {
  return `${size}/${id}.webp`;
}
