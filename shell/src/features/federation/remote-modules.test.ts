import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  loadRemoteModule,
  offlineFallbackPlugin,
  REMOTE_FALLBACK,
  RemoteUnavailableError,
  registerSiteRemotes,
  resetFailedRemote,
} from './remote-modules';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));

const Page = () => null;
const config = {
  remotes: {
    marketing: 'http://m.test/mf-manifest.json',
    onboarding: 'http://o.test/mf-manifest.json',
    member_area: 'http://a.test/mf-manifest.json',
    news_admin: 'http://n.test/mf-manifest.json',
  },
};

describe('remote modules', () => {
  beforeEach(() => {
    vi.mocked(loadRemote).mockReset();
    vi.mocked(registerRemotes).mockReset();
  });

  it('registers every remote of config.json with the federation runtime', () => {
    registerSiteRemotes(config);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'marketing', entry: 'http://m.test/mf-manifest.json' },
      { name: 'onboarding', entry: 'http://o.test/mf-manifest.json' },
      { name: 'member_area', entry: 'http://a.test/mf-manifest.json' },
      { name: 'news_admin', entry: 'http://n.test/mf-manifest.json' },
    ]);
  });

  it('loads a page once for concurrent callers', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: Page });
    const [first, second] = await Promise.all([
      loadRemoteModule('marketing', './AboutPage'),
      loadRemoteModule('marketing', './AboutPage'),
    ]);
    expect(first.default).toBe(Page);
    expect(second).toBe(first);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('marketing/AboutPage');
  });

  it('turns the offline fallback into an error and forgets the failed load', async () => {
    vi.mocked(loadRemote).mockResolvedValueOnce({
      [REMOTE_FALLBACK]: true,
      error: new Error('down'),
    });
    await expect(loadRemoteModule('onboarding', './MembershipPage')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    vi.mocked(loadRemote).mockResolvedValueOnce({ default: Page });
    await expect(loadRemoteModule('onboarding', './MembershipPage')).resolves.toEqual({
      default: Page,
    });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('makes Retry re-register a failed remote so the runtime fetches it again', async () => {
    registerSiteRemotes(config);
    vi.mocked(registerRemotes).mockClear();
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('offline'));
    await expect(loadRemoteModule('member_area', './MembersPage')).rejects.toThrow('offline');

    resetFailedRemote('member_area');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'member_area', entry: 'http://a.test/mf-manifest.json' }],
      { force: true },
    );

    // A remote that did not fail is left alone.
    vi.mocked(registerRemotes).mockClear();
    resetFailedRemote('marketing');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('answers load failures with a stand-in module only at the onLoad stage', async () => {
    const plugin = offlineFallbackPlugin();
    const handler = plugin.errorLoadRemote as (args: unknown) => unknown;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(handler({ id: 'x', error: new Error('e'), lifecycle: 'afterResolve' })).toBeUndefined();
    expect(handler({ id: 'x', error: new Error('e'), lifecycle: 'onLoad' })).toMatchObject({
      [REMOTE_FALLBACK]: true,
    });
  });
});
