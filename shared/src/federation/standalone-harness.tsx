import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import styles from './standalone-harness.module.css';

export interface HarnessPage {
  path: string;
  label: string;
  load: () => Promise<{ default: ComponentType<Record<string, unknown>> }>;
  props?: Record<string, string>;
}

/**
 * A small frame that shows a remote's pages on their own (`pnpm --filter
 * <remote> dev`), so a team can work without the shell or the other remotes.
 */
export function renderStandaloneHarness(remoteName: string, pages: HarnessPage[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const queryClient = new QueryClient();
  const routes = pages.map((page) => ({ ...page, Page: lazy(page.load) }));

  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <header className={styles.bar}>
            <strong className={styles.name}>{remoteName} (standalone)</strong>
            <nav aria-label="Harness pages">
              <ul className={styles.links}>
                {pages.map((page) => (
                  <li key={page.path}>
                    <NavLink to={page.path} className={styles.link} end>
                      {page.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </header>
          <main id="main" className={styles.main}>
            <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
              <Routes>
                {routes.map(({ path, Page, props }) => (
                  <Route key={path} path={path} element={<Page {...props} />} />
                ))}
                <Route path="*" element={<p className={styles.loading}>Pick a page above.</p>} />
              </Routes>
            </Suspense>
          </main>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
