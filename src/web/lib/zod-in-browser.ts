/**
 * What `zod` means in the browser build (vite.config.ts aliases it here): zod itself, with the plain words of
 * src/shared/validation-messages.ts for any field a schema gives no message of its own, as on the server
 * (src/server/lib/validation.ts). Set where zod loads, so every schema the pages use reads the same, and none of
 * it joins the first page load, which needs no zod.
 */
import { z } from 'zod/v4';
import { plainValidationMessage } from '../../shared/validation-messages.ts';
// The schemas' own refusals (src/shared) speak the page's language: the translator installs itself for them.
import './i18n/i18n.ts';

z.config({ customError: plainValidationMessage });

export * from 'zod/v4';
export { z, z as default };
