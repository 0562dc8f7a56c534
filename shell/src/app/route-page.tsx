import { markWhenFulfilled } from '@club/platform/federation/remote-loader';
import { RemoteMount } from '@club/platform/federation/remote-mount';
import type { ResolvedRoute } from '@club/platform/routes/route-manifest-format';
import { AccessGuard } from '@club/platform/session/access-guard';
import { createElement, use, useEffect, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { heldPage } from '@/features/federation/held-page';
import { startPageDataLater } from '@/lib/page-data-later';
import { useRouteMeta } from '@/lib/route-meta';

/**
 * The shell's own pages, by the module name their manifest gives; each loaded
 * when first shown. Each chunk is named `page-<module>` (shellPageChunkName):
 * the build links its styles into the page's prerendered HTML.
 */
const SHELL_PAGES: Record<string, () => Promise<ComponentType>> = {
  './SignInPage': () =>
    import(/* webpackChunkName: "page-SignInPage" */ '@/features/auth/sign-in-page').then(
      (module) => module.SignInPage,
    ),
};

const shellPageLoads = new Map<string, Promise<ComponentType>>();

/**
 * The shell's page `module`, loaded once. The boot asks for it before it
 * hydrates a prerendered shell page, so the page is drawn in the same pass.
 */
export function loadShellPage(module: string): Promise<ComponentType> {
  let load = shellPageLoads.get(module);
  if (!load) {
    const loader = SHELL_PAGES[module];
    if (!loader) throw new Error(`The shell has no page ${module}`);
    load = markWhenFulfilled(loader());
    shellPageLoads.set(module, load);
    // A chunk that failed to arrive is asked for again on the next visit of the page.
    load.catch(() => shellPageLoads.delete(module));
  }
  return load;
}

function ShellPage({ module }: { module: string }) {
  // The same component for every render: the load is cached per module.
  return createElement(use(loadShellPage(module)));
}

/**
 * One page of the site: its title and description, the access its manifest
 * asks for, then the page itself, from the owner remote or the shell.
 */
export function RoutePage({ route }: { route: ResolvedRoute }) {
  const params = useParams();
  const navigate = useNavigate();
  useRouteMeta(route);
  // The first page of a visit may be held as the server's HTML until the visitor uses it.
  const held = heldPage(route);
  useEffect(() => held?.follow(navigate), [held, navigate]);
  // The page's requests start with its route, beside its module's download, not after its
  // first render; the boot has started them already for the page it opens with (bootstrap.tsx).
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    startPageDataLater(route, JSON.parse(paramsKey) as Record<string, string>);
  }, [route, paramsKey]);
  const page =
    route.owner === 'shell' ? (
      <ShellPage module={route.module} />
    ) : (
      <RemoteMount
        remote={route.owner}
        module={route.module}
        props={{ ...route.props, ...params }}
        startWhen={held?.used}
        onShown={held?.shown}
      />
    );
  return <AccessGuard access={route.access}>{page}</AccessGuard>;
}
