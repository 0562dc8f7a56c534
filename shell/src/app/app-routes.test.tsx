import { SITE_ROUTE_MANIFESTS } from '@/routes/site-route-manifests';
import type { RemoteProps } from '@club/platform/federation/remote-loader';
import { publishedManifest, type RouteManifest } from '@club/platform/routes/route-manifest-format';
import { useSessionStore } from '@club/platform/session/session-store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/** Two remotes' manifests as they publish them, descriptions included. */
const copyOf = (owner: string) => {
  const manifest = SITE_ROUTE_MANIFESTS.find((entry) => entry.owner === owner);
  if (!manifest) throw new Error(`no copy of ${owner}'s manifest`);
  return manifest;
};
const MARKETING_ROUTES = copyOf('marketing');
const MEMBER_AREA_ROUTES = copyOf('member_area');

const remotes = {
  marketing: 'http://m.test/mf-manifest.json',
  onboarding: 'http://o.test/mf-manifest.json',
  member_area: 'http://a.test/mf-manifest.json',
  news_admin: 'http://n.test/mf-manifest.json',
  events: 'http://n.test/mf-manifest.json',
};

function RemotePage(props: RemoteProps) {
  return <h1>Remote page {JSON.stringify(props)}</h1>;
}

const load = vi.fn(async () => ({ default: RemotePage }));

/** A fresh shell (its route store included) for each test. */
async function renderShellAt(path: string) {
  vi.resetModules();
  const loader = await import('@club/platform/federation/remote-loader');
  loader.setRemoteModuleSource({ load });
  const { AppRoutes } = await import('./app-routes');
  const store = await import('@/lib/site-routes-store');
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return store;
}

function publish(manifests: Partial<Record<keyof typeof remotes, RouteManifest | 'down'>>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const remote = (Object.keys(remotes) as (keyof typeof remotes)[]).find((name) =>
        url.startsWith(new URL('.', remotes[name]).href),
      );
      const manifest = remote ? manifests[remote] : undefined;
      if (manifest === 'down' || !manifest) return new Response('', { status: 404 });
      return Response.json(manifest);
    }),
  );
}

beforeEach(() => {
  useSessionStore.getState().clearSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  load.mockClear();
});

describe('the shell routes', () => {
  it('mounts the owner remote page with the variant as a prop, and sets title and description', async () => {
    document.head.innerHTML = '<meta name="description" content="The page before">';
    publish({ marketing: publishedManifest(MARKETING_ROUTES) });
    const store = await renderShellAt('/city/pune');
    expect(
      await screen.findByRole('heading', { name: 'Remote page {"city":"pune"}' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('marketing', './CityPage');
    // The head is set in an effect, after the page shows: on a busy machine, a moment later.
    await waitFor(() => expect(document.title).toBe('Pune, Maharashtra | BizBridge Club'));
    // The shell boots without descriptions: the page's arrives with the remote's manifest.
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The page before',
    );
    const routesBefore = store.getSiteRoutes().routes;
    await act(() => store.loadPublishedRouteManifests(remotes));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Pune, Maharashtra'),
    );
    // The same pages as built in: the route list (and so the page) is left as it was.
    expect(store.getSiteRoutes().routes).toBe(routesBefore);
  });

  it('guards a page by the access its manifest gives', async () => {
    await renderShellAt('/my-account');
    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows Page Not Found for a value outside a page’s variants', async () => {
    await renderShellAt('/city/atlantis');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | BizBridge Club'));
  });

  it('serves a page that a remote published after the shell was built', async () => {
    const withDirectory: RouteManifest = {
      ...MEMBER_AREA_ROUTES,
      pages: {
        ...MEMBER_AREA_ROUTES.pages,
        memberDirectory: {
          path: '/directory/:state',
          module: './DirectoryPage',
          access: 'public',
          title: 'Directory',
          description: 'Member companies by state.',
        },
      },
    };
    publish({ member_area: withDirectory, marketing: 'down' });
    const store = await renderShellAt('/directory/gujarat');
    await act(() => store.loadPublishedRouteManifests(remotes));

    expect(
      await screen.findByRole('heading', { name: 'Remote page {"state":"gujarat"}' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('member_area', './DirectoryPage');
    // A remote whose manifest cannot be fetched keeps the pages the shell knows.
    expect(store.findSiteRoute(store.getSiteRoutes().routes, '/about')?.route.owner).toBe(
      'marketing',
    );
  });

  it('waits for the published manifests before calling a path unknown', async () => {
    let answer: (response: Response) => void = () => undefined;
    const unavailable = new Promise<Response>((done) => (answer = done));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (await unavailable).clone()),
    );
    const store = await renderShellAt('/not/yet');
    let loading: Promise<void> = Promise.resolve();
    await act(async () => {
      loading = store.loadPublishedRouteManifests({ ...remotes });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();

    await act(async () => {
      answer(new Response('', { status: 503 }));
      await loading;
    });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('ignores a published manifest that does not follow the schema', async () => {
    publish({ marketing: { owner: 'marketing', pages: { home: { path: 'no-slash' } } } as never });
    const store = await renderShellAt('/');
    await act(() => store.loadPublishedRouteManifests(remotes));
    expect(store.findSiteRoute(store.getSiteRoutes().routes, '/about')?.route.module).toBe(
      './AboutPage',
    );
  });

  it('uses a published manifest equal to its own copy without loading the schema library', async () => {
    const schemaLoaded = vi.fn();
    vi.doMock('@club/platform/routes/route-manifest', async (importOriginal) => {
      schemaLoaded();
      return importOriginal();
    });
    publish({ marketing: publishedManifest(MARKETING_ROUTES) });
    const store = await renderShellAt('/about');
    await act(() => store.loadPublishedRouteManifests(remotes));
    expect(schemaLoaded).not.toHaveBeenCalled();
    expect(store.findSiteRoute(store.getSiteRoutes().routes, '/about')?.route.owner).toBe(
      'marketing',
    );
    vi.doUnmock('@club/platform/routes/route-manifest');
  });
});
