import { preloadRemote } from '@module-federation/enhanced/runtime';
import { preloadRoutePage, prerenderedRoute } from './preload-route-page';

vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn() }));

function pageFromServer(path: string, remote: string, module: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    `<header></header><main><div data-prerendered-page="${path}" data-remote="${remote}" ` +
    `data-module="${module}" inert aria-hidden="true"><h1>Pune</h1></div></main>`;
  return root;
}

describe('preloading the page’s remote at boot', () => {
  beforeEach(() => {
    vi.mocked(preloadRemote).mockReset().mockResolvedValue(undefined);
  });

  it('preloads the remote and exposed module the prerendered page names', () => {
    const route = prerenderedRoute(pageFromServer('/city/pune', 'marketing', './CityPage'));
    preloadRoutePage('/city/pune/', route);
    expect(preloadRemote).toHaveBeenCalledWith([
      expect.objectContaining({
        nameOrAlias: 'marketing',
        exposes: ['./CityPage'],
        resourceCategory: 'sync',
      }),
    ]);
  });

  it('preloads nothing without a prerendered page, or for another path', () => {
    expect(prerenderedRoute(document.createElement('div'))).toBeUndefined();
    preloadRoutePage('/my-account', undefined);
    preloadRoutePage(
      '/city/atlantis',
      prerenderedRoute(pageFromServer('/city/pune', 'marketing', './CityPage')),
    );
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('leaves a failed preload to the real load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(preloadRemote).mockRejectedValue(new Error('down'));
    preloadRoutePage('/members', {
      path: '/members',
      remote: 'member_area',
      module: './MembersPage',
    });
    await new Promise((settled) => setTimeout(settled, 0));
    expect(warn).toHaveBeenCalledWith('Could not preload the page at /members', expect.any(Error));
  });
});
