/*
 * Reading a message as an SMTP server received it (raw MIME, as nodemailer wrote it): used by the API tests' SMTP
 * receivers and by the browser tests' (e2e/support/mail-receiver.ts). Enough of MIME for our own mail, not a parser
 * for any.
 */

/** Quoted-printable to text: soft line breaks joined, =XX bytes read as UTF-8. */
function fromQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A received message's headers (folded lines joined), its text part decoded, and its raw body. */
export function readMessage(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest.join('\r\n\r\n');
  const part = /Content-Type: text\/plain[^\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([^]*?)\r?\n--/i.exec(
    body,
  );
  const encoded = part?.[2] ?? '';
  const decoded = part?.[1]?.toLowerCase() === 'base64' ? Buffer.from(encoded, 'base64').toString('utf8') : fromQuotedPrintable(encoded);
  return { headers, text: decoded.replace(/\r\n/g, '\n'), body };
}
