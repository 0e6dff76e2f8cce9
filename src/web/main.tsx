import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterFirstPage, firstRenderCommitted } from './app/after-first-page.ts';
import { AppProviders } from './app/app-providers.tsx';
import { startOfflineSupport } from './lib/offline/start-offline-support.ts';
import { queryClient } from './lib/query-client.ts';
import { meQueryOptions } from './api/me/get-me.ts';
import { AppRouter, startPage } from './router.tsx';
import { documentLocale, everyWord, startLanguage } from './lib/i18n/i18n.ts';
import './styles/global.css';

// zod compiles fast parsers with new Function when it can; our Content-Security-Policy forbids that, and the
// probe alone files a CSP violation on every page. Interpreted parsing is plenty for the browser's payloads.
// zod loads only with the pages that need it, so its configuration is set here the way zod itself keeps it
// (what z.config({ jitless: true }) writes), to spare the home page zod's code. e2e/hostile-text.spec.ts
// fails on any "script-src eval" violation, so a zod that stops reading it is noticed. Its plain words for
// refusals are set where zod loads (src/web/lib/zod-in-browser.ts).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The online state now; the service worker after load, from its own chunk.
startOfflineSupport();

/** Tells app/after-first-page.ts when the first render has committed. Draws nothing. */
function FirstRenderCommitted() {
  useEffect(() => firstRenderCommitted(queryClient), []);
  return null;
}

const app = (
  <AppProviders queryClient={queryClient}>
    <AppRouter />
    <FirstRenderCommitted />
  </AppProviders>
);

// The server sends the public pages already rendered, as the build drew them for a visitor without a session
// (docs/decisions/0038-pages-before-javascript.md). The first render must draw that same page for React to adopt
// it, so the session starts as "signed out", marked stale: it is asked for again at once. Every other page arrives
// with the app shell only, which the first render replaces.
//
// Both start inside a transition (docs/decisions/0041-first-render-in-slices.md). Outside one, React renders the
// first tree at its default priority, which it never interrupts: the whole page in one task, which a slow phone
// feels as a page that ignores its taps. In a transition React renders in slices of a few milliseconds and lets the
// browser handle input in between; it still commits the page at once, so nothing half-drawn is ever shown.
// The page's language is the one the server drew it in (<html lang>): the words its first render needs came inside
// the page (or, without them, its catalogue comes first, beside the rest); the whole catalogue, which the other pages
// wait for, is asked for once the first page is drawn (app/after-first-page.ts, docs/decisions/0060-first-words-in-the-page.md).
const language = startLanguage(documentLocale());
afterFirstPage(() => void everyWord().catch(() => undefined));
if (container.dataset.prerendered === 'signed-out') {
  queryClient.setQueryData(meQueryOptions.queryKey, null, { updatedAt: 0 });
  // Drawn in whatever language loaded: a catalogue that failed to arrive must not leave the page dead.
  void language
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
} else {
  // The page's module, the person, the navigation and the page's first reads, beside the session check (router.tsx);
  // the shell the server sent stays on screen until the first render draws the page itself.
  void Promise.allSettled([startPage(window.location, queryClient), language]).finally(() => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  });
}
