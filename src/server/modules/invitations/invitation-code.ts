import { createHash, randomBytes } from 'node:crypto';

/** 160 random bits, URL-safe (27 characters). Only its SHA-256 and first characters are stored. */
export function newInvitationCode(): string {
  return randomBytes(20).toString('base64url');
}

/**
 * What the database keeps of a code. Look-ups go by this hash through a unique index, so the time a look-up
 * takes says nothing about how close a guess was, and a leaked database holds no usable codes.
 */
export function hashInvitationCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

export const codeHintOf = (code: string) => code.slice(0, 4);

export const invitationLink = (baseUrl: string, code: string) => `${baseUrl.replace(/\/+$/, '')}/accept-invite/${code}`;
