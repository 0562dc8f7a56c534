import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '@/features/layout/site-layout';
import { usePendingManifests, useSiteRouteList } from '@/lib/site-routes-store';
import { RouteLoading } from './route-loading';
import { RoutePage } from './route-page';

// Loaded the first time someone asks to sign in: most visitors never do.
const SignInDialog = lazy(() =>
  import('@/features/auth/components/sign-in-dialog').then((module) => ({
    default: module.SignInDialog,
  })),
);

// The 404 page is rare: its code (and the site's messages) loads when it is shown.
const NotFoundPage = lazy(() =>
  import('@/features/not-found/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
);

/**
 * A path no known page matches: while a remote's published manifest is still
 * on its way it may yet name the path, so wait for it before saying 404.
 */
function UnknownPath() {
  const pending = usePendingManifests();
  const loading = <RouteLoading />;
  if (pending.size > 0) return loading;
  return (
    <Suspense fallback={loading}>
      <NotFoundPage />
    </Suspense>
  );
}

/** Every page of every manifest, inside the site layout; anything else is the 404 page. */
export function AppRoutes() {
  const routes = useSiteRouteList();
  return (
    <Routes>
      <Route element={<SiteLayout signInDialog={SignInDialog} />}>
        {routes.map((route) => (
          <Route
            key={route.id}
            path={route.path}
            element={<RoutePage key={route.id} route={route} />}
          />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
}
