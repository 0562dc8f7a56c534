import { RemoteMount } from '@club/platform/federation/remote-mount';
import { usePageMeta } from '@club/platform/routes/page-meta';
import type { ResolvedRoute } from '@club/platform/routes/route-manifest-format';
import { AccessGuard } from '@club/platform/session/access-guard';
import { lazy, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { usePrerenderedPage } from '@/components/prerendered-page';

/** The shell's own pages, by the module name their manifest gives. */
const SHELL_PAGES: Record<string, ComponentType> = {
  './SignInPage': lazy(() =>
    import('@/features/auth/sign-in-page').then((module) => ({ default: module.SignInPage })),
  ),
};

/**
 * One page of the site: its title and description, the access its manifest
 * asks for, then the page itself, from the owner remote or the shell.
 */
export function RoutePage({ route }: { route: ResolvedRoute }) {
  const params = useParams();
  const prerendered = usePrerenderedPage();
  usePageMeta(route.meta);
  let page;
  if (route.owner === 'shell') {
    const ShellPage = SHELL_PAGES[route.module];
    if (!ShellPage) throw new Error(`The shell has no page ${route.module}`);
    page = <ShellPage />;
  } else {
    page = (
      <RemoteMount
        remote={route.owner}
        module={route.module}
        props={{ ...route.props, ...params }}
        fallback={prerendered}
      />
    );
  }
  return <AccessGuard access={route.access}>{page}</AccessGuard>;
}
