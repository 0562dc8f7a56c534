import { pagePath } from '@/lib/page-path';
import type { FederationSource } from './federation-source';

/** A remote's page, as the prerendered page names it. */
export interface PreloadRoute {
  /** The page's path, as the server prerendered it. */
  path: string;
  remote: string;
  /** The exposed module, `./HomePage`. */
  module: string;
  /** Its code starts when the visitor heads for it, not with the page (held-page.ts). */
  onUse?: boolean;
}

/**
 * The page the server put into index.html (scripts/prerendered-pages.mjs
 * names its path, remote and module on #root), or undefined: a page that is
 * not public or not prerendered.
 */
export function prerenderedRoute(root: ParentNode = document): PreloadRoute | undefined {
  const page = root.querySelector<HTMLElement>('[data-prerendered-page]');
  const { prerenderedPage: path, remote, module, hydrateOn } = page?.dataset ?? {};
  return path && remote && module
    ? { path, remote, module, ...(hydrateOn === 'use' ? { onUse: true } : {}) }
    : undefined;
}

/**
 * Starts the page's load of the remote module that owns `pathname` (its
 * federation manifest, entry, and the chunks and styles of the page's exposed
 * module) as soon as the remotes are registered, so it arrives alongside
 * React instead of after the first render asks for it. The page's first
 * render takes this load over (FederationSource.loadEarly), so its retries
 * are the page's: a remote that is down shows its stand-in after one round.
 * Only public pages are prerendered, so a guarded page's remote still loads
 * only once access is known; a page whose code starts on use loads nothing here.
 */
export function preloadRoutePage(
  pathname: string,
  source: Pick<FederationSource, 'loadEarly'>,
  route: PreloadRoute | undefined = prerenderedRoute(),
): void {
  // A page of the shell's own is the shell's chunk: the boot loads it (bootstrap.tsx). A page
  // held until used starts no remote at all.
  if (!route || route.remote === 'shell' || route.onUse || route.path !== pagePath(pathname))
    return;
  source.loadEarly(route.remote, route.module).catch((error: unknown) => {
    console.warn(`Could not preload the page at ${pathname}`, error);
  });
}
