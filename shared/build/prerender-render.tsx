/**
 * Renders pages to HTML in Node, at build time (bundled by
 * `prerender-plugin.ts` with the app's own components): a remote's public
 * pages as an anonymous visitor first sees them, and the shell's layout around
 * them. React's static prerender waits for lazy parts; data the page fetches
 * (React Query) is not fetched, so those parts show their loading state, as
 * they do in the browser until the data arrives.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setDateLanguage } from '@club/contract/india-time/format';
import { basenameOf, type Locale } from '@club/contract/locales';
import { AtPagePosition } from '@club/platform/federation/page-position';
import { activateLocale } from '@club/ui/i18n';
import { useId, type ComponentType, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';

async function toHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    // Every part inline, in document order: the HTML is composed and hydrated as it is,
    // without the scripts that move parts written after the rest into place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
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

function withProviders(path: string, children: ReactNode, locale: Locale = 'en'): ReactNode {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter basename={basenameOf(locale) || undefined} initialEntries={[path]}>
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/**
 * A remote's page at `path` (with its language's prefix) in `locale`, with the props its
 * route gives it, at the place the shell renders pages (so its ids are those the app
 * gives it). Its messages load as it renders (the prerender waits for them).
 */
export async function renderPage(
  Page: ComponentType<Record<string, string>>,
  path: string,
  props: Record<string, string>,
  locale: Locale,
): Promise<string> {
  activateLocale(locale);
  // Dates in the page's language, as the browser writes them once the shell has booted.
  await setDateLanguage(locale);
  return toHtml(
    withProviders(
      path,
      <AtPagePosition>
        <Page {...props} />
      </AtPagePosition>,
      locale,
    ),
  );
}

/** The `useId` of a component at the place `renderPage` renders a page. */
export async function pageId(): Promise<string> {
  let id = '';
  function Probe() {
    id = useId();
    return null;
  }
  await toHtml(
    withProviders(
      '/',
      <AtPagePosition>
        <Probe />
      </AtPagePosition>,
    ),
  );
  return id;
}

/** A spinner or other part rendered on its own at `path`. */
export function renderPart(Part: ComponentType, path: string): Promise<string> {
  return toHtml(withProviders(path, <Part />));
}

/** The whole app at `path` in `locale` (it brings its own router and providers). */
export async function renderApp(
  App: ComponentType<{ path: string }>,
  path: string,
  locale: Locale,
): Promise<string> {
  activateLocale(locale);
  await setDateLanguage(locale);
  return toHtml(<App path={path} />);
}
