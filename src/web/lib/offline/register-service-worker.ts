/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the generated worker (sw.js). With autoUpdate, a new build's worker takes over at once and the
 * plugin's helper reloads open pages onto it, so no page keeps asking for chunks the new build no longer has.
 * Loaded with import() after the page's load event (start-offline-support.ts): workbox-window stays out of the
 * first page load.
 */
export function registerServiceWorker(): void {
  registerSW({
    immediate: true,
    onRegisterError: (error: unknown) => console.warn('The offline service worker could not be registered', error),
  });
}
