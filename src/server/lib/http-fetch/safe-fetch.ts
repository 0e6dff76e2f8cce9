import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isMetadataAddress, isPublicAddress } from './address-policy.ts';
import { hostKey, normaliseAllowedHost } from './allowed-hosts.ts';
import { decodeBody } from './charset.ts';
import { FetchError, fetchMessages } from './fetch-error.ts';
import { readBody } from './read-body.ts';

export const USER_AGENT = 'ChampionKitchen/1.0 recipe importer';

export const safeFetchDefaults = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 5,
} as const;

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface SafeFetchOptions {
  /** Largest body accepted, counted on the wire and again after decompression. */
  maxBytes?: number;
  /** The whole fetch: connecting, every redirect and the body. */
  timeoutMs?: number;
  maxRedirects?: number;
  /**
   * `host:port` targets fetched even when they resolve to a private address (IMPORT_ALLOWED_HOSTS). Matched
   * against each request's own URL, so a redirect from such a host to another internal one is still refused.
   */
  allowedHosts?: readonly string[];
  /** Name resolution (every address it returns is checked); tests pass a fake. Defaults to the system resolver. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface FetchedPage {
  /** The address the page was finally read from, after redirects. */
  url: string;
  mediaType: 'html' | 'json';
  body: string;
}

const htmlTypes = new Set(['text/html', 'application/xhtml+xml']);
const jsonTypes = new Set(['application/json', 'application/ld+json']);

const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true });

/** A URL this fetcher may request at all: http(s), no credentials. Where it points is checked at connect time. */
function parseTarget(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new FetchError('invalid-url', fetchMessages.invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchError('invalid-url', fetchMessages.scheme);
  if (url.username || url.password) throw new FetchError('invalid-url', fetchMessages.credentials);
  return url;
}

const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * May this request connect to `address`? Public unicast addresses always; anything for an allowed host:port
 * except a cloud metadata address.
 */
function permitted(address: string, allowed: boolean): boolean {
  return allowed ? !isMetadataAddress(address) : isPublicAddress(address);
}

const blocked = () => new FetchError('blocked-address', fetchMessages.blocked);

/**
 * A `lookup` for node:http that resolves the name once and refuses unless every address passes: the socket
 * then connects to an address that was checked, so DNS rebinding between a check and the connect is impossible.
 */
function checkedLookup(
  resolve: NonNullable<SafeFetchOptions['resolve']>,
  allowed: boolean,
  onRefused: (err: FetchError) => void,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (!addresses.every((a) => permitted(a.address, allowed))) {
          const err = blocked();
          onRefused(err);
          callback(err, '', 0);
          return;
        }
        const usable = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
        const first = usable[0];
        if (!first) {
          callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

interface RequestContext {
  signal: AbortSignal;
  /** The Accept header: the kind of answer the caller reads. */
  accept: string;
  allowedHosts: ReadonlySet<string>;
  resolve: NonNullable<SafeFetchOptions['resolve']>;
}

/** One GET, connecting only to a permitted address. Resolves with the response head; the body is the caller's. */
function requestOnce(url: URL, { signal, allowedHosts, resolve, accept }: RequestContext): Promise<IncomingMessage> {
  const allowed = allowedHosts.has(hostKey(url));
  const host = bareHost(url);
  // A literal address is never looked up, so it is checked here, before any connection.
  if (isIP(host) !== 0 && !permitted(host, allowed)) return Promise.reject(blocked());

  return new Promise((resolvePromise, reject) => {
    let refused: FetchError | undefined;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send({
      protocol: url.protocol,
      hostname: host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: {
        'user-agent': USER_AGENT,
        accept,
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en;q=0.9, *;q=0.5',
      },
      // A fresh connection per request: a pooled socket must never stand in for a new, checked connect.
      agent: false,
      lookup: checkedLookup(resolve, allowed, (err) => (refused = err)),
      signal,
    });
    req.on('response', resolvePromise);
    req.on('error', (err) => reject(refused ?? err));
    req.end();
  });
}

function toFetchError(err: unknown, signal: AbortSignal): FetchError {
  if (err instanceof FetchError) return err;
  if (signal.aborted) return new FetchError('timeout', fetchMessages.timeout, undefined, { cause: err });
  return new FetchError('unreachable', fetchMessages.unreachable, undefined, { cause: err });
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/**
 * GETs `input` with every rule below, following redirects, and hands the final 2xx response to `read`, whose
 * answer it returns; what a failure says is a FetchError the person can be shown.
 */
async function fetchChecked<T>(
  input: string,
  options: SafeFetchOptions,
  accept: string,
  read: (res: IncomingMessage, url: URL, maxBytes: number) => Promise<T>,
): Promise<T> {
  const { maxBytes, timeoutMs, maxRedirects } = { ...safeFetchDefaults, ...options };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const context: RequestContext = {
    signal: controller.signal,
    allowedHosts: new Set((options.allowedHosts ?? []).map((h) => normaliseAllowedHost(h) ?? h)),
    resolve: options.resolve ?? systemResolve,
    accept,
  };

  let res: IncomingMessage | undefined;
  try {
    let url = parseTarget(input);
    for (let redirects = 0; ; redirects += 1) {
      res = await requestOnce(url, context);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (isRedirect(status) && location) {
        res.destroy();
        if (redirects >= maxRedirects) throw new FetchError('too-many-redirects', fetchMessages.tooManyRedirects);
        url = parseTarget(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        throw new FetchError('http-status', fetchMessages.httpStatus, { status: String(status) });
      }
      return await read(res, url, maxBytes);
    }
  } catch (err) {
    throw toFetchError(err, controller.signal);
  } finally {
    clearTimeout(timer);
    res?.destroy();
  }
}

const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * GETs a web page on a user's behalf without letting them reach inside our network: http(s) only, every
 * connection (first and after each redirect) to a public unicast address or an operator-allowed host:port,
 * at most `maxRedirects` redirects, `maxBytes` of body, `timeoutMs` in all. HTML or JSON only, decoded to text.
 * Every failure is a FetchError whose message can be shown to the user.
 */
export function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const accept = 'text/html,application/xhtml+xml;q=0.9,application/ld+json;q=0.8,application/json;q=0.8';
  return fetchChecked(input, options, accept, async (res, url, maxBytes) => {
    const contentType = res.headers['content-type'];
    const mediaType = mediaTypeOf(contentType ?? 'text/html');
    const kind = htmlTypes.has(mediaType) ? 'html' : jsonTypes.has(mediaType) ? 'json' : null;
    if (!kind) {
      throw mediaType
        ? new FetchError('unsupported-content', fetchMessages.notAWebPage, { mediaType })
        : new FetchError('unsupported-content', fetchMessages.noContentType);
    }
    const bytes = await readBody(res, maxBytes);
    return { url: url.href, mediaType: kind, body: decodeBody(bytes, contentType, { sniffMeta: kind === 'html' }) };
  });
}

/**
 * GETs a photo by its address under the same rules as safeFetch (an export that names its photos by address: the
 * import fetches them): an image/* answer only, its bytes as they came. What they are is not trusted: the photo
 * module sniffs and re-encodes them as it does an upload.
 */
export function safeFetchPhoto(input: string, options: SafeFetchOptions = {}): Promise<Buffer> {
  return fetchChecked(input, options, 'image/avif,image/webp,image/png,image/jpeg;q=0.9,image/*;q=0.8', async (res, _url, maxBytes) => {
    const mediaType = mediaTypeOf(res.headers['content-type']);
    if (!mediaType.startsWith('image/'))
      throw new FetchError('unsupported-content', mediaType ? fetchMessages.notAWebPage : fetchMessages.noContentType, { mediaType });
    return readBody(res, maxBytes);
  });
}
