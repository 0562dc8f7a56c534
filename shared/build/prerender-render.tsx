/**
 * Renders pages to HTML in Node, at build time (bundled by
 * `prerender-plugin.ts` with the app's own components): a remote's public
 * pages as an anonymous visitor first sees them, and the shell's layout around
 * them. React's static prerender waits for lazy parts; data the page fetches
 * (React Query) is not fetched, so those parts show their loading state, as
 * they do in the browser until the data arrives.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

async function toHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError(error) {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A part that failed would show its error state in the HTML: better no HTML.
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

function withProviders(path: string, children: ReactNode): ReactNode {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** A remote's page at `path`, with the props its route gives it. */
export function renderPage(
  Page: ComponentType<Record<string, string>>,
  path: string,
  props: Record<string, string>,
): Promise<string> {
  return toHtml(withProviders(path, <Page {...props} />));
}

/** The shell's layout at `path`, with `slot` where the page goes. */
export function renderLayout(
  Layout: ComponentType,
  path: string,
  slot: ReactNode,
): Promise<string> {
  return toHtml(
    withProviders(
      path,
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={slot} />
        </Route>
      </Routes>,
    ),
  );
}
