import type { RouteManifest } from '@club/platform/routes/route-manifest-format';
import { REMOTE_ROUTE_MANIFESTS } from './remote-route-manifests';
import { SHELL_ROUTES } from './shell-routes';

/**
 * Every app's pages as the browser boots with them: the shell's own and its
 * built-in copies of the remotes' manifests, whose descriptions are empty
 * until each remote's published manifest brings them (route-descriptions.ts).
 * The shell paints with these and replaces a remote's copy with the manifest
 * that remote publishes once it arrives, when its pages differ.
 */
export const BOOT_ROUTE_MANIFESTS: readonly RouteManifest[] = [
  SHELL_ROUTES,
  ...REMOTE_ROUTE_MANIFESTS,
];
