import { paths } from '@club/shared/routes/site-routes';
import { useSessionStore } from '@club/shared/session/session-store';

/**
 * Logout from the header. The API client (and axios) is loaded on the click,
 * not with the header: most visitors never sign in. When even that fails
 * (offline), the local session ends all the same, as a failed logout call does.
 */
export function logOut(): void {
  import('@club/shared/api/api-client').then(
    ({ logout }) => logout(),
    () => {
      useSessionStore.getState().clearSession();
      window.location.assign(paths.home());
    },
  );
}
