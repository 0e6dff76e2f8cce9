/** Every test that draws or words something in the browser's code reads the source language's catalogue. */
import { sourceLocale } from '../../shared/i18n/locales.ts';
import { installSharedTranslator } from '../../shared/i18n/shared-words.ts';
import { activateLocale, translate } from '../lib/i18n/i18n.ts';

// The words src/shared gives (schemas' refusals), for tests of shared code that neither side has loaded; the
// server's own translator replaces it when a test imports the server (src/server/lib/i18n.ts).
installSharedTranslator(translate);

// Before the test file is collected, not in a beforeAll: tables of cases (it.each) read shared words as they are
// built, and a test that starts its server later (startTestServer) has only this translator until then.
await activateLocale(sourceLocale);
