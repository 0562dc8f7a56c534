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

const remotes = {
  marketing: 'http://localhost:3001/mf-manifest.json',
  onboarding: 'http://localhost:3002/mf-manifest.json',
  member_area: 'http://localhost:3003/mf-manifest.json',
  news_admin: 'http://localhost:3004/mf-manifest.json',
  events: 'http://localhost:3004/mf-manifest.json',
};

/*
 * Registering the remotes, loading `remote/Module` and re-registering on
 * Retry are proven against the real runtime and the built remotes by
 * e2e/specs/routes.spec.ts (every page is its owner's module) and
 * e2e/specs/remote-down.spec.ts (a dead remote shows its failure state, and
 * Retry brings it back once it is up).
 */
describe('offline fallback plugin', () => {
  it('answers load failures with a stand-in module only at the onLoad stage', () => {
    const plugin = offlineFallbackPlugin();
    const handler = plugin.errorLoadRemote as (args: unknown) => unknown;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(handler({ id: 'x', error: new Error('e'), lifecycle: 'afterResolve' })).toBeUndefined();
    const error = new Error('e');
    expect(handler({ id: 'x', error, lifecycle: 'onLoad' })).toMatchObject({
      [REMOTE_FALLBACK]: true,
      error,
    });
  });
});

describe('the head start on the page’s own module', () => {
  beforeEach(() => {
    vi.mocked(loadRemote).mockReset();
    vi.mocked(registerRemotes).mockReset();
  });

  it('is the page’s load of the module, failure included, until Retry asks again', async () => {
    const down = new Error('Failed to get manifest');
    vi.mocked(loadRemote)
      .mockResolvedValueOnce({ [REMOTE_FALLBACK]: true, error: down })
      .mockResolvedValue({ default: 'MembersPage' });
    const source = createFederationSource({ remotes });
    await expect(source.loadEarly('member_area', './MembersPage')).rejects.toBe(down);
    // The first render, and a render React started over, meet the same failure.
    await expect(source.load('member_area', './MembersPage')).rejects.toBe(down);
    await expect(source.load('member_area', './MembersPage')).rejects.toBe(down);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('member_area/MembersPage');

    source.reset?.('member_area');
    await expect(source.load('member_area', './MembersPage')).resolves.toEqual({
      default: 'MembersPage',
    });
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'member_area', entry: remotes.member_area }],
      { force: true },
    );
  });

  it('refuses a remote that config.json does not name', async () => {
    const source = createFederationSource({ remotes });
    await expect(source.loadEarly('billing', './Page')).rejects.toThrow(
      'No remote is named billing',
    );
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('is only for its own module: other modules of the remote load on their own', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: 'Page' });
    const source = createFederationSource({ remotes });
    void source.loadEarly('member_area', './MembersPage');
    await source.load('member_area', './MyAccountPage');
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(loadRemote).toHaveBeenLastCalledWith('member_area/MyAccountPage');
  });
});

describe('Retry', () => {
  beforeEach(() => {
    vi.mocked(loadRemote).mockReset();
    vi.mocked(registerRemotes).mockReset();
  });

  it('forgets the head start and registers the remote afresh', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: 'MembersPage' });
    const source = createFederationSource({ remotes });
    void source.loadEarly('member_area', './MembersPage');
    source.reset?.('member_area');
    await source.load('member_area', './MembersPage');
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'member_area', entry: remotes.member_area }],
      { force: true },
    );
  });
});
