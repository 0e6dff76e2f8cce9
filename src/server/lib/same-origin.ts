import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';
import { words } from './i18n.ts';

/**
 * The origins a request itself was made to: its scheme and Host header, and https with it when a proxy in front
 * says the browser used https. A browser cannot forge either on a cross-site request (Host is the site it is
 * sending to; X-Forwarded-Proto is not a header a page may add without a CORS preflight, which we never grant), so
 * an Origin equal to one of them is still a same-origin request.
 */
export function ownOrigins(url: string, headers: Headers): string[] {
  const { protocol, host } = new URL(url);
  const origins = [`${protocol}//${host}`];
  if (protocol === 'http:' && headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') origins.push(`https://${host}`);
  return origins;
}

/**
 * Whether a request's Origin is ours: the configured address always; and, only when BASE_URL is not set, the
 * address the request was made to (http://127.0.0.1:3000, a phone on the LAN at http://192.168.1.20:3000).
 * docs/decisions/0026-sign-in-limits.md says why links in emails still use the configured address.
 */
export function isOwnOrigin(config: Pick<Config, 'baseUrl' | 'baseUrlSet'>, origin: string, url: string, headers: Headers): boolean {
  if (origin === new URL(config.baseUrl).origin) return true;
  return !config.baseUrlSet && ownOrigins(url, headers).includes(origin);
}

/**
 * The refusal of a request from another origin. With BASE_URL set it names the address to use, as the pages do
 * (someone who opened the app at http://localhost:3000 when it lives at http://127.0.0.1:3000 learns where to go).
 */
export function wrongOriginError(config: Pick<Config, 'baseUrl' | 'baseUrlSet'>): AppError {
  if (!config.baseUrlSet) return new AppError('FORBIDDEN', words('server.crossOrigin'));
  return new AppError('FORBIDDEN', words('server.wrongAddress', { address: config.baseUrl }), undefined, {
    clientCode: 'WRONG_ADDRESS',
    body: { appUrl: config.baseUrl },
  });
}
