// @vitest-environment node
import { preferShellCopy, satisfiesCaret } from './shell-copies-first-plugin';

type Args = Parameters<typeof preferShellCopy>[0];

/** A share scope holding `@club/ui/button` at these versions, each from the given app. */
function request(versions: Record<string, string>, requiredVersion: string | false): Args {
  const entries = Object.fromEntries(
    Object.entries(versions).map(([version, from]) => [version, { version, from }]),
  );
  const defaultResolver = () => ({ shared: { from: 'default' }, useTreesShaking: false });
  return {
    shareScopeMap: { default: { '@club/ui/button': entries } },
    scope: 'default',
    pkgName: '@club/ui/button',
    version: '',
    shareInfo: { shareConfig: { requiredVersion, singleton: false } },
    GlobalFederation: {},
    resolver: defaultResolver,
  } as unknown as Args;
}

const chosen = (args: Args) => (args.resolver()?.shared as { from?: string } | undefined)?.from;

describe('the shell’s copies first', () => {
  it('gives a remote the shell’s copy when it satisfies the request, though a newer one is on the page', () => {
    const args = request({ '1.6.4': 'shell', '1.7.0': 'events' }, '^1.6.0');
    expect(chosen(preferShellCopy(args))).toBe('shell');
  });

  it('leaves the choice to the runtime when the remote needs a newer version than the shell’s', () => {
    const args = request({ '1.6.4': 'shell', '1.7.0': 'marketing' }, '^1.7.0');
    expect(chosen(preferShellCopy(args))).toBe('default');
  });

  it('leaves the choice to the runtime when the shell provides no copy or nothing is required', () => {
    expect(chosen(preferShellCopy(request({ '1.6.4': 'marketing' }, '^1.6.0')))).toBe('default');
    expect(chosen(preferShellCopy(request({ '1.6.4': 'shell' }, false)))).toBe('default');
  });

  it('leaves the libraries to the runtime, whose choice may be a tree-shaken build', () => {
    const args = request({ '5.90.0': 'shell' }, '^5.0.0');
    const library = { ...args, pkgName: '@tanstack/react-query' } as Args;
    library.shareScopeMap = {
      default: { '@tanstack/react-query': args.shareScopeMap.default?.['@club/ui/button'] ?? {} },
    };
    expect(chosen(preferShellCopy(library))).toBe('default');
  });

  it('reads caret ranges as the build writes them', () => {
    expect(satisfiesCaret('1.6.4', '^1.6.4')).toBe(true);
    expect(satisfiesCaret('1.7.0', '^1.6.4')).toBe(true);
    expect(satisfiesCaret('1.6.3', '^1.6.4')).toBe(false);
    expect(satisfiesCaret('1.5.9', '^1.6.0')).toBe(false);
    expect(satisfiesCaret('2.0.0', '^1.6.4')).toBe(false);
    expect(satisfiesCaret('0.3.1', '^0.3.0')).toBe(true);
    expect(satisfiesCaret('0.4.0', '^0.3.0')).toBe(false);
    expect(satisfiesCaret('19.2.0', '19.2.0')).toBe(true);
    expect(satisfiesCaret('19.2.0-rc.1', '^19.0.0')).toBe(false);
  });
});
