/** The `charset` parameter of a Content-Type header, if any. */
export function charsetFromContentType(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

/**
 * The charset a page declares in its first 1024 bytes (where browsers look): `<meta charset="…">` or
 * `<meta http-equiv="Content-Type" content="text/html; charset=…">`.
 */
export function charsetFromMeta(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const match = /charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i.exec(tag);
    if (match?.[1]) return match[1];
  }
  return null;
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function decoderFor(label: string | null): InstanceType<typeof TextDecoder> | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    return null; // a label Node's ICU does not know
  }
}

/**
 * Bytes to text the way a browser would pick the encoding: a byte-order mark, then the header's charset, then
 * (for HTML) a meta charset, then UTF-8. Unknown labels fall through to the next source; bad bytes become U+FFFD.
 */
export function decodeBody(bytes: Uint8Array, contentType: string | undefined, { sniffMeta }: { sniffMeta: boolean }): string {
  const decoder =
    decoderFor(bomCharset(bytes)) ??
    decoderFor(charsetFromContentType(contentType)) ??
    (sniffMeta ? decoderFor(charsetFromMeta(bytes)) : null) ??
    new TextDecoder('utf-8');
  return decoder.decode(bytes);
}
