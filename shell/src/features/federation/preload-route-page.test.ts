import { preloadRemote } from '@module-federation/enhanced/runtime';
import { preloadRoutePage, type PreloadRoute } from './preload-route-page';

vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn() }));

const routes: PreloadRoute[] = [
  { pattern: '^/$', remote: 'marketing', module: './HomePage' },
  { pattern: '^/city/pune/?$', remote: 'marketing', module: './CityPage' },
  { pattern: '^/members/?$', remote: 'member_area', module: './MembersPage' },
];

describe('preloading the page’s remote at boot', () => {
  beforeEach(() => {
    vi.mocked(preloadRemote).mockReset().mockResolvedValue(undefined);
  });

  it('preloads the remote and exposed module of the page at the address', () => {
    preloadRoutePage('/city/pune', routes);
    expect(preloadRemote).toHaveBeenCalledWith([
      expect.objectContaining({
        nameOrAlias: 'marketing',
        exposes: ['./CityPage'],
        resourceCategory: 'sync',
      }),
    ]);
  });

  it('preloads nothing for a path it has no public remote page for', () => {
    preloadRoutePage('/my-account', routes);
    preloadRoutePage('/city/atlantis', routes);
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('leaves a failed preload to the real load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(preloadRemote).mockRejectedValue(new Error('down'));
    preloadRoutePage('/members', routes);
    await new Promise((settled) => setTimeout(settled, 0));
    expect(warn).toHaveBeenCalledWith('Could not preload the page at /members', expect.any(Error));
  });
});
