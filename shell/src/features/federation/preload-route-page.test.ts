import { preloadRoutePage, prerenderedRoute } from './preload-route-page';

function pageFromServer(path: string, remote: string, module: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    `<header></header><main><div data-prerendered-page="${path}" data-remote="${remote}" ` +
    `data-module="${module}" inert aria-hidden="true"><h1>Pune</h1></div></main>`;
  return root;
}

describe('loading the page’s remote at boot', () => {
  const source = { loadEarly: vi.fn<(remote: string, module: string) => Promise<unknown>>() };

  beforeEach(() => {
    source.loadEarly.mockReset().mockResolvedValue({ default: () => null });
  });

  it('starts the load of the remote and exposed module the prerendered page names', () => {
    const route = prerenderedRoute(pageFromServer('/city/pune', 'marketing', './CityPage'));
    preloadRoutePage('/city/pune/', source, route);
    expect(source.loadEarly).toHaveBeenCalledWith('marketing', './CityPage');
  });

  it('loads nothing without a prerendered page, or for another path', () => {
    expect(prerenderedRoute(document.createElement('div'))).toBeUndefined();
    preloadRoutePage('/my-account', source, undefined);
    preloadRoutePage(
      '/city/atlantis',
      source,
      prerenderedRoute(pageFromServer('/city/pune', 'marketing', './CityPage')),
    );
    expect(source.loadEarly).not.toHaveBeenCalled();
  });

  it('starts no remote for a page the server marked to start its code on use', () => {
    const server = pageFromServer('/about', 'marketing', './AboutPage');
    server.querySelector('[data-prerendered-page]')?.setAttribute('data-hydrate-on', 'use');
    const route = prerenderedRoute(server);
    expect(route).toEqual({
      path: '/about',
      remote: 'marketing',
      module: './AboutPage',
      onUse: true,
    });
    preloadRoutePage('/about', source, route);
    expect(source.loadEarly).not.toHaveBeenCalled();
  });

  it('only notes a failed load: the page meets the failure when it takes the load over', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    source.loadEarly.mockRejectedValue(new Error('down'));
    preloadRoutePage('/members', source, {
      path: '/members',
      remote: 'member_area',
      module: './MembersPage',
    });
    await new Promise((settled) => setTimeout(settled, 0));
    expect(warn).toHaveBeenCalledWith('Could not preload the page at /members', expect.any(Error));
  });
});
