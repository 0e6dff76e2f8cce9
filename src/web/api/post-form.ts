import { ApiError, readApiErrorBody } from '../lib/api-client.ts';
import { apiErrorOf, networkError } from '../lib/error-words.ts';
import { translate } from '../lib/i18n/i18n.ts';

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart form (a photo, an export file) and answers the JSON the server sends back. XMLHttpRequest rather
 * than fetch because only it reports upload progress (fetch has no upload progress events), and a file of many
 * megabytes on a shop's mobile signal takes long enough that people need to see it move. Errors are the same
 * ApiError as every other call; an answer that is not JSON at all is refused with `unreadable`'s words.
 */
export function postForm<T>(path: string, form: FormData, onProgress: (fraction: number) => void, unreadable: () => string): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        // Typed rather than parsed, as every answer of our API (api-client.ts).
        if (typeof payload === 'object' && payload !== null) resolve(payload as T);
        else reject(new ApiError(request.status, unreadable()));
        return;
      }
      reject(apiErrorOf(request.status, readApiErrorBody(payload)));
    });
    request.addEventListener('error', () => reject(networkError()));
    request.send(form);
  });
}

/** The words for an answer that is not the JSON it should be, asked for when needed. */
export const unreadableAnswer = () => translate('components.photo.unreadableAnswer');
