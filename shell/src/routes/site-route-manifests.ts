import type { RouteManifest } from '@club/platform/routes/route-manifest-format';
import { REMOTE_ROUTE_DESCRIPTIONS } from './remote-route-descriptions';
import { REMOTE_ROUTE_MANIFESTS } from './remote-route-manifests';
import { withDescriptions } from './route-descriptions';
import { SHELL_ROUTES } from './shell-routes';

/**
 * Every app's pages as this build knows them, descriptions included: what the
 * build prerenders and publishes. The browser boots with BOOT_ROUTE_MANIFESTS.
 */
export const SITE_ROUTE_MANIFESTS: readonly RouteManifest[] = [
  SHELL_ROUTES,
  ...REMOTE_ROUTE_MANIFESTS.map((manifest) =>
    withDescriptions(manifest, REMOTE_ROUTE_DESCRIPTIONS),
  ),
];
