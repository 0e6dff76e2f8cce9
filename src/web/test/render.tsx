import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastProvider } from '../components/ui/toast.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Where the page sent the person: any path the test did not render shows it, as the address bar would. */
function ElsewherePage() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

/**
 * Renders a page or dialog as the app does: the app's own query client (fresh for each test), a router at
 * `url` with the component on `path`, the toasts, and the source language's words (test/i18n-setup.ts). The user-event session types and clicks as a person would.
 */
export function renderPage(ui: ReactNode, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            {path === '*' ? null : <Route path="*" element={<ElsewherePage />} />}
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
