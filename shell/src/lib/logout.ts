import { localeOfPath, pathInLocale } from '@club/contract/locales';
import { paths } from '@club/contract/site-pages';
import { useSessionStore } from '@club/platform/session/session-store';

/**
 * Logout from the header. The API client is loaded on the click,
 * not with the header: most visitors never sign in. When even that fails
 * (offline), the local session ends all the same, as a failed logout call does.
 */
export function logOut(): void {
  import('@club/platform/api/api-client').then(
    ({ logout }) => logout(),
    () => {
      useSessionStore.getState().clearSession();
      window.location.assign(pathInLocale(paths.home(), localeOfPath(window.location.pathname)));
    },
  );
}
