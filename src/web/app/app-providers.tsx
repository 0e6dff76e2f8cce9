import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { RootErrorBoundary } from './root-error-boundary.tsx';

/**
 * What every page renders inside, in the browser (main.tsx) and at build time (prerender.tsx): one tree on both
 * sides, so that React can adopt a page the build rendered instead of drawing it again.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <RootErrorBoundary>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </RootErrorBoundary>
    </StrictMode>
  );
}
