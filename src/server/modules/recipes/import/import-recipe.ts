import type { ReadRecipe, RecipeImportBody } from '../../../../shared/recipe-import.ts';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';
import { FetchError } from '../../../lib/http-fetch/fetch-error.ts';
import { safeFetch, type SafeFetchOptions } from '../../../lib/http-fetch/safe-fetch.ts';
import { words } from '../../../lib/i18n.ts';
import { requestRecipeLanguage } from '../request-recipe-language.ts';
import { extractInWorker } from './extract-in-worker.ts';

/**
 * A draft recipe, with what was cut to fit our limits, from pasted page source, or from a page the server fetches itself (through the safe fetcher,
 * allowing the operator's IMPORT_ALLOWED_HOSTS), read off the event loop (extract-in-worker.ts). Nothing is saved.
 * A page that cannot be fetched, takes too long to read or holds no recipe is an UNPROCESSABLE AppError with a
 * message for the user.
 */
export async function importRecipe(
  input: RecipeImportBody,
  config: Pick<Config, 'importAllowedHosts'>,
  fetchOptions: SafeFetchOptions = {},
): Promise<ReadRecipe> {
  // The language of a page that does not say which it is in: the one asked for, else the person's.
  const language = input.language ?? requestRecipeLanguage();
  let read: ReadRecipe | null;
  if (input.html !== undefined) {
    read = await extractInWorker({ body: input.html, mediaType: 'html', pageUrl: input.url ?? null, language });
  } else if (input.url !== undefined) {
    let page;
    try {
      page = await safeFetch(input.url, { allowedHosts: config.importAllowedHosts, ...fetchOptions });
    } catch (err) {
      if (err instanceof FetchError) throw new AppError('UNPROCESSABLE', err.words());
      throw err;
    }
    read = await extractInWorker({ body: page.body, mediaType: page.mediaType, pageUrl: page.url, language });
  } else {
    throw new AppError('BAD_REQUEST', words('validation.import.nothingToRead'));
  }
  if (!read) throw new AppError('UNPROCESSABLE', words('server.import.noRecipe'));
  return read;
}
