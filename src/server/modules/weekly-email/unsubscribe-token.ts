import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret in a weekly email's unsubscribe address: the person's id and an HMAC-SHA-256 of it under the server's
 * AUTH_SECRET (256 bits). Nothing is stored, so a copy of the database holds no working links
 * (docs/decisions/0025-mail-and-stored-secrets.md), and every email a person was sent keeps working; a new
 * AUTH_SECRET ends them all, as it ends every session.
 */
export function unsubscribeToken(authSecret: string, userId: string): string {
  return `${userId}.${macOf(authSecret, userId)}`;
}

/** The person a token names when its MAC is right (compared in constant time); null for anything else. */
export function userIdOfToken(authSecret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const expected = Buffer.from(macOf(authSecret, userId), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export const unsubscribeLink = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}/api/digest/unsubscribe?token=${encodeURIComponent(token)}`;

function macOf(authSecret: string, userId: string): string {
  return createHmac('sha256', authSecret).update(`weekly-email-unsubscribe:${userId}`, 'utf8').digest('base64url');
}
