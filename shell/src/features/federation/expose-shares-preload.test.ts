import {
  EXPOSE_SHARES_KEY,
  exposeSharesPreloadPlugin,
  readRemoteShares,
} from './expose-shares-preload';

/** The parts of a remote's federation manifest the plugin reads. */
function manifest(exposeShares: Record<string, string[]> | undefined) {
  return {
    metaData: {
      name: 'member_area',
      ...(exposeShares ? { [EXPOSE_SHARES_KEY]: exposeShares } : {}),
    },
    shared: [
      { name: '@club/ui/modal', version: '1.2.0' },
      { name: '@club/contract/leads', version: '2.1.1' },
      { name: '@club/platform/api/api-client', version: '1.4.0' },
    ],
  };
}

/** The host: the shared modules this page provides, at their versions. */
function host() {
  const loadShare = vi.fn(() => Promise.resolve(() => ({})));
  const origin = {
    options: {
      shared: {
        '@club/ui/modal': [{ version: '1.2.0' }],
        '@club/contract/leads': [{ version: '2.1.1' }],
        // The remote was built with 1.4.0: it will use its own copy.
        '@club/platform/api/api-client': [{ version: '1.3.0' }],
      },
    },
    loadShare,
  };
  return { origin, loadShare };
}

type Hook = (args: unknown) => unknown;

function run(
  plugin: ReturnType<typeof exposeSharesPreloadPlugin>,
  origin: unknown,
  fetched: unknown,
  expose: string,
) {
  (plugin.afterLoadManifest as Hook)({
    moduleInfo: { name: 'member_area' },
    manifestJson: fetched,
  });
  const args = { remoteInfo: { name: 'member_area' }, expose, origin };
  return { args, answer: (plugin.afterResolve as Hook)(args) };
}

describe('preloading an exposed module’s shared modules', () => {
  it('starts the page’s own copies of the modules the exposed module needs, at the remote’s versions', () => {
    const { origin, loadShare } = host();
    const shares = {
      './MyLeadsPage': ['@club/ui/modal', '@club/contract/leads', '@club/platform/api/api-client'],
      './MyAccountPage': ['@club/ui/modal'],
    };
    const { args, answer } = run(
      exposeSharesPreloadPlugin(),
      origin,
      manifest(shares),
      './MyLeadsPage',
    );
    expect(loadShare.mock.calls.map(([name]: unknown[]) => name)).toEqual([
      '@club/ui/modal',
      '@club/contract/leads',
    ]);
    // The module is resolved as before: the plugin only adds the head start.
    expect(answer).toBe(args);
  });

  it('starts nothing for a remote whose manifest does not list them, or an exposed module it does not name', () => {
    const { origin, loadShare } = host();
    run(exposeSharesPreloadPlugin(), origin, manifest(undefined), './MyLeadsPage');
    run(
      exposeSharesPreloadPlugin(),
      origin,
      manifest({ './Other': ['@club/ui/modal'] }),
      './MyLeadsPage',
    );
    run(exposeSharesPreloadPlugin(), origin, null, './MyLeadsPage');
    expect(loadShare).not.toHaveBeenCalled();
  });

  it('leaves a failed head start to the remote’s own request for the module', async () => {
    const { origin, loadShare } = host();
    loadShare.mockRejectedValueOnce(new Error('chunk failed'));
    const shares = { './MyAccountPage': ['@club/ui/modal'] };
    expect(() =>
      run(exposeSharesPreloadPlugin(), origin, manifest(shares), './MyAccountPage'),
    ).not.toThrow();
    await Promise.resolve();
    expect(loadShare).toHaveBeenCalledOnce();
  });
});

describe('an exposed module asked for before its remote’s manifest arrived', () => {
  it('has its shared modules started when the manifest is read, once', () => {
    const { origin, loadShare } = host();
    const plugin = exposeSharesPreloadPlugin();
    (plugin.afterMatchRemote as Hook)({
      remoteInfo: { name: 'member_area' },
      expose: './MyAccountPage',
      origin,
    });
    expect(loadShare).not.toHaveBeenCalled();
    (plugin.afterLoadManifest as Hook)({
      moduleInfo: { name: 'member_area' },
      manifestJson: manifest({ './MyAccountPage': ['@club/ui/modal'] }),
      origin,
    });
    expect(loadShare.mock.calls.map(([name]: unknown[]) => name)).toEqual(['@club/ui/modal']);
    (plugin.afterResolve as Hook)({
      remoteInfo: { name: 'member_area' },
      expose: './MyAccountPage',
      origin,
    });
    expect(loadShare).toHaveBeenCalledOnce();
  });
});

describe('reading a manifest’s shared modules per exposed module', () => {
  it('keeps only lists of names', () => {
    const read = readRemoteShares({
      metaData: { [EXPOSE_SHARES_KEY]: { './A': ['x'], './B': 'x', './C': [1] } },
      shared: [{ name: 'x', version: '1.0.0' }, { name: 'y' }, 'junk'],
    });
    expect(read?.exposes).toEqual({ './A': ['x'] });
    expect([...(read?.versions ?? [])]).toEqual([
      ['x', '1.0.0'],
      ['y', undefined],
    ]);
  });
});
