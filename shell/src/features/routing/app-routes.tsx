import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../not-found/not-found-page';
import { isRemoteRoute, ROUTES } from './route-table';

const SignInPage = lazy(() =>
  import('../auth/sign-in-page').then((module) => ({ default: module.SignInPage })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              isRemoteRoute(route) ? (
                <RemotePage
                  key={route.path}
                  remote={route.remote}
                  module={route.module}
                  {...(route.props ? { props: route.props } : {})}
                />
              ) : (
                <SignInPage />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
