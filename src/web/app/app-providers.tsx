import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { StrictMode, type ReactNode } from 'react';
import { i18n } from '../lib/i18n/i18n.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';

/**
 * What every page renders inside, in the browser (main.tsx) and at build time (prerender.tsx): one tree on both
 * sides, so that React can adopt a page the build rendered instead of drawing it again.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <RootErrorBoundary>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </I18nProvider>
      </RootErrorBoundary>
    </StrictMode>
  );
}
