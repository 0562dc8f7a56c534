import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The shell only provides the modules of its own packages (`@club/contract`,
 * `@club/ui`, `@club/platform`): its code imports them directly instead of
 * asking the share scope for each at boot, which saved the runtime ~100
 * negotiations and the boot script their table (create-app-config.ts,
 * `hostProvided`). The share scope therefore never sees the shell's copies
 * as loaded, and `loaded-first` would hand a remote the newest compatible
 * copy on the page instead, e.g. another remote's newer `@club/ui` with its
 * other class names. This keeps the rule the apps are built for: a request
 * the shell's copy satisfies gets the shell's copy; only a remote that needs
 * a newer version than the shell's uses another copy (its own).
 */
export const SHELL_NAME = 'shell';

/**
 * Whether `version` satisfies `range` for the ranges the build writes for the
 * shared packages: `^x.y.z` (or an exact version). A hand-written check: the
 * runtime does not export its own, and a semver library would add to the
 * page's boot script for three shapes of range.
 */
export function satisfiesCaret(version: string, range: string): boolean {
  const parse = (text: string) => {
    const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text);
    return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
  };
  const caret = range.startsWith('^');
  const have = parse(version);
  const want = parse(caret ? range.slice(1) : range);
  if (!have || !want) return false;
  const [haveMajor = 0, haveMinor = 0, havePatch = 0] = have;
  const [wantMajor = 0, wantMinor = 0, wantPatch = 0] = want;
  if (!caret) return haveMajor === wantMajor && haveMinor === wantMinor && havePatch === wantPatch;
  if (haveMajor !== wantMajor) return false;
  // ^0.y.z allows only patches of 0.y.
  if (wantMajor === 0 && haveMinor !== wantMinor) return false;
  if (haveMinor !== wantMinor) return haveMinor > wantMinor;
  return havePatch >= wantPatch;
}

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/** `args` with a resolver that picks the shell's copy when it satisfies the request. */
export function preferShellCopy(args: ResolveShareArgs): ResolveShareArgs {
  // Only the shell's own packages: the libraries it consumes (some in a tree-shaken build
  // that only the runtime's own choice picks) are loaded, and loaded-first already holds.
  if (!args.pkgName.startsWith('@club/')) return args;
  const versions = args.shareScopeMap[args.scope]?.[args.pkgName];
  const required = args.shareInfo.shareConfig?.requiredVersion;
  if (!versions || typeof required !== 'string') return args;
  const shell = Object.entries(versions).find(([, shared]) => shared.from === SHELL_NAME);
  if (!shell) return args;
  const [version, shared] = shell;
  if (!satisfiesCaret(version, required)) return args;
  return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
}

/** The plugin the shell's build registers (rsbuild.config.ts, `runtimePlugins`). */
export default function shellCopiesFirstPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'club-shell-copies-first', resolveShare: preferShellCopy };
}
