import type { RouteManifest } from '@club/platform/routes/route-manifest-format';
import { REMOTE_ROUTE_MANIFESTS } from './remote-route-manifests';
import { SHELL_ROUTES } from './shell-routes';

/**
 * Every app's pages as this build knows them: the shell's own and its built-in
 * copies of the remotes' manifests. The shell paints with these and replaces a
 * remote's copy with the manifest that remote publishes once it arrives.
 */
export const SITE_ROUTE_MANIFESTS: readonly RouteManifest[] = [
  SHELL_ROUTES,
  ...REMOTE_ROUTE_MANIFESTS,
];
