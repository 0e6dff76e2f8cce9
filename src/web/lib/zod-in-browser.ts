/**
 * What `zod` means in the browser build (vite.config.ts aliases it here): zod itself, with the plain words of
 * src/shared/validation-messages.ts for any field a schema gives no message of its own, as on the server
 * (src/server/lib/validation.ts). Set where zod loads, so every schema the pages use reads the same, and none of
 * it joins the first page load, which needs no zod.
 */
import { z } from 'zod/v4';
import { installSharedTranslator } from '../../shared/i18n/shared-words.ts';
import { plainValidationMessage } from '../../shared/validation-messages.ts';
import { translate } from './i18n/i18n.ts';

z.config({ customError: plainValidationMessage });
// The schemas' own refusals (src/shared) in the page's language.
installSharedTranslator(translate);

export * from 'zod/v4';
export { z, z as default };
