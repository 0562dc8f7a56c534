import { basenameOf, localeOfPath } from '@club/contract/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { queryClient } from '@/lib/query-client';
import { RouterBridge } from './router-bridge';

/**
 * The router: the browser's address, or a fixed `location` when the build
 * renders a page to HTML. Either way the same tree, so that the HTML the
 * build wrote is the HTML the app hydrates.
 */
function SiteRouter({ location, children }: { location?: string; children: ReactNode }) {
  // A page in Hindi or Gujarati lives under its language's prefix, and so does every link on
  // it: the router's base keeps visitors in the language they chose.
  const basename = basenameOf(localeOfPath(location ?? window.location.pathname)) || undefined;
  return location === undefined ? (
    <BrowserRouter basename={basename}>{children}</BrowserRouter>
  ) : (
    <MemoryRouter basename={basename} initialEntries={[location]}>
      {children}
    </MemoryRouter>
  );
}

/**
 * The site. `location` fixes the path (the build's HTML of a page);
 * `onReady` is called once the first render is on screen.
 */
export function App({ location, onReady }: { location?: string; onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SiteRouter location={location}>
          <RouterBridge />
          <AppRoutes />
        </SiteRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
