import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  createFederationSource,
  offlineFallbackPlugin,
  REMOTE_FALLBACK,
} from './federation-source';

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

describe('federation source', () => {
  beforeEach(() => {
    vi.mocked(loadRemote).mockReset();
    vi.mocked(registerRemotes).mockReset();
  });

  it('registers every remote of config.json with the federation runtime', () => {
    createFederationSource(config);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'marketing', entry: 'http://m.test/mf-manifest.json' },
      { name: 'onboarding', entry: 'http://o.test/mf-manifest.json' },
      { name: 'member_area', entry: 'http://a.test/mf-manifest.json' },
      { name: 'news_admin', entry: 'http://n.test/mf-manifest.json' },
    ]);
  });

  it('loads `remote/Module` through the runtime', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: Page });
    const source = createFederationSource(config);
    await expect(source.load('marketing', './AboutPage')).resolves.toEqual({ default: Page });
    expect(loadRemote).toHaveBeenCalledWith('marketing/AboutPage');
  });

  it('turns the offline stand-in module into the error it stands for', async () => {
    const down = new Error('down');
    vi.mocked(loadRemote).mockResolvedValue({ [REMOTE_FALLBACK]: true, error: down });
    const source = createFederationSource(config);
    await expect(source.load('onboarding', './MembershipPage')).rejects.toBe(down);
  });

  it('re-registers a remote on reset, so the runtime fetches it again', () => {
    const source = createFederationSource(config);
    vi.mocked(registerRemotes).mockClear();
    source.reset?.('member_area');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'member_area', entry: 'http://a.test/mf-manifest.json' }],
      { force: true },
    );
  });

  it('answers load failures with a stand-in module only at the onLoad stage', () => {
    const plugin = offlineFallbackPlugin();
    const handler = plugin.errorLoadRemote as (args: unknown) => unknown;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(handler({ id: 'x', error: new Error('e'), lifecycle: 'afterResolve' })).toBeUndefined();
    expect(handler({ id: 'x', error: new Error('e'), lifecycle: 'onLoad' })).toMatchObject({
      [REMOTE_FALLBACK]: true,
    });
  });
});
