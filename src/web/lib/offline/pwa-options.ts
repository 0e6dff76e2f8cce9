import type { VitePWAOptions } from 'vite-plugin-pwa';
import { apiCacheName } from './cache-names.ts';

/**
 * The API reads that must answer offline, network first (a fresh answer whenever there is a connection, the last
 * one otherwise): the session check and the signed-in user (without them the guard would send an offline person
 * to sign in), and any week's plan and shopping list, which is how "this week" gets cached: it is the one people
 * open. Recipes read one by one too, for cook mode: the planner reads this week's planned recipes while online
 * (features/meal-plans/recipes-kept-offline.ts, decision 0076). Only these; every other API call goes to the network
 * as if there were no worker.
 * They are regular expressions, not functions, because the plugin copies them into the generated sw.js.
 */
const offlineReads: RegExp[] = [
  /\/api\/auth\/get-session(\?|$)/,
  /\/api\/me$/,
  /\/api\/meal-plan\?/,
  /\/api\/shopping-list\?/,
  /\/api\/recipes\/[^/?]+$/,
];

/**
 * vite-plugin-pwa, generateSW (docs/decisions/0018-offline.md says why): the web app manifest, and a worker that
 * precaches the built app shell (HTML, every JS and CSS chunk, the icons) and caches the reads above at run time.
 * The page registers it itself, after load (register-service-worker.ts), so `injectRegister` is off.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: null,
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'Champion Kitchen',
    short_name: 'Kitchen',
    description: "Keep your recipes, plan the week's meals and shop from the plan.",
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1f6f4a',
    background_color: '#f4efe3',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    // Any page path opens the app shell offline; the API and its reference page never do.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: offlineReads.map((urlPattern) => ({
      urlPattern,
      method: 'GET' as const,
      handler: 'NetworkFirst' as const,
      options: {
        cacheName: apiCacheName,
        // 401s and errors are never kept: a cached "signed out" or failure would outlive its cause.
        cacheableResponse: { statuses: [200] },
        // Enough for a few weeks of plans and lists and a full week of planned recipes; older ones go first.
        expiration: { maxEntries: 80 },
      },
    })),
  },
};
