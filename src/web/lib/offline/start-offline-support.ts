import { afterFirstPage } from '../../app/after-first-page.ts';
import { queryClient } from '../query-client.ts';
import { followConnectivity } from './online-status.ts';

/**
 * Called once from main.tsx. The online state is wired now, before anything can be ticked; the service worker
 * registers once the first page is drawn (app/after-first-page.ts), from a chunk of its own, so it costs the first
 * page nothing. In development there is no worker (vite-plugin-pwa builds it only for production).
 */
export function startOfflineSupport(): void {
  followConnectivity(queryClient);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterFirstPage(() => void import('./register-service-worker.ts').then((module) => module.registerServiceWorker()));
}
