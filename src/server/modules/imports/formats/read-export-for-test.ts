import { detectFormat } from '../detect-format.ts';
import { openExportBytes } from '../read/export-file.ts';
import type { ImportItem } from './export-format.ts';

/** What a reader made of a file: the format detected and every item, each recipe's photo read (tests only). */
export async function readExportForTest(bytes: Buffer, name: string) {
  const file = await openExportBytes(bytes, name);
  try {
    const format = await detectFormat(file);
    const items: (ImportItem & { photoBytes?: Buffer | null })[] = [];
    for await (const item of format.read(file)) {
      items.push(item.kind === 'recipe' ? { ...item, photoBytes: item.photo ? await item.photo() : null } : item);
    }
    return { format: format.id, items, recipes: items.flatMap((item) => (item.kind === 'recipe' ? [item.node] : [])) };
  } finally {
    await file.close();
  }
}

/** A tiny JPEG's first bytes and a mark to tell photos apart by. */
export const jpegForTest = (mark: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(mark)]);

/** The mark of a photo made by jpegForTest, or null for none. */
export const photoMark = (photo: Buffer | null | undefined) => photo?.subarray(4).toString() ?? null;
