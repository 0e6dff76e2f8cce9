import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { meQueryOptions } from './api/me/get-me.ts';
import { AppRoutes, pages } from './router.tsx';
import { activateLocale, translate } from './lib/i18n/i18n.ts';
import type { Locale } from '../shared/i18n/locales.ts';
import type { MessageKey } from '../shared/i18n/messages.ts';

/**
 * Build time only (scripts/prerender-pages.ts loads this through Vite): the pages drawn before any JavaScript
 * runs. `signed-out` is the page as a visitor without a session sees it, which main.tsx hydrates; `unknown` is
 * the app shell while the session is being asked for (the header and the Loading status), which the first
 * render in the browser replaces.
 */
export type PrerenderViewer = 'signed-out' | 'unknown';

export async function renderPage(path: string, viewer: PrerenderViewer, locale: Locale): Promise<string> {
  await activateLocale(locale);
  const queryClient = createQueryClient();
  if (viewer === 'signed-out') queryClient.setQueryData(meQueryOptions.queryKey, null);
  const { prelude } = await prerender(
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}

/** A message of the language last drawn in, for the words of the HTML around the app (its description). */
export const message = (key: MessageKey): string => translate(key);

/** Each page path and its module loader (the router's own table), for finding the chunks a path needs. */
export function pageLoaders(): { path: string; load: () => Promise<unknown> }[] {
  return Object.entries(pages).map(([path, page]) => ({ path, load: page.load }));
}
