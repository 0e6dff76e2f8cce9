import { queryClient } from '../query-client.ts';
import { followConnectivity } from './online-status.ts';

/**
 * Called once from main.tsx. The online state is wired now, before anything can be ticked; the service worker
 * registers after the page has loaded, from a chunk of its own, so it costs the first render nothing.
 * In development there is no worker (vite-plugin-pwa builds it only for production).
 */
export function startOfflineSupport(): void {
  followConnectivity(queryClient);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void import('./register-service-worker.ts').then((module) => module.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
