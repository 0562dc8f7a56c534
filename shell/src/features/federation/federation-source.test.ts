import { offlineFallbackPlugin, REMOTE_FALLBACK } from './federation-source';

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
