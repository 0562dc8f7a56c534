import { localeOfPath, pathInLocale, withoutLocale, type Locale } from '@club/contract/locales';
import { selectIsSignedIn, useSessionStore } from '@club/platform/session/session-store';
import { rememberLanguage } from './language-choice';

/** How long the language switch waits for the member's choice to be saved before it opens the page. */
const SAVE_WAIT_MS = 3_000;

/**
 * Saves a signed-in member's language in their profile (their e-mails and messages come in
 * it, and the site opens in it on their other devices). The page opens in the language
 * whether or not the save arrives in time: a failed save leaves the profile as it was.
 */
export async function saveMemberLanguage(locale: Locale): Promise<void> {
  const save = Promise.all([
    import('@club/platform/api/api-client'),
    import('@club/contract/user'),
  ]).then(([{ callApi }, { meEndpoints }]) =>
    callApi(meEndpoints.language, { body: { language: locale } }),
  );
  await Promise.race([
    save.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS)),
  ]);
}

/**
 * When someone signs in, the language in their profile wins: the page they signed in for is
 * opened again in it (and remembered on this device). A session restored at boot is left as
 * the URL says: the member may have followed a link in another language on purpose.
 */
export function followMemberLanguageOnSignIn(): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (previous.status !== 'anonymous' || !selectIsSignedIn(state)) return;
    const language = state.profile?.language;
    if (!language || language === localeOfPath(window.location.pathname)) return;
    rememberLanguage(language);
    // After the router has taken the member to the page they signed in for.
    setTimeout(() => {
      const { pathname, search, hash } = window.location;
      window.location.replace(`${pathInLocale(withoutLocale(pathname), language)}${search}${hash}`);
    }, 0);
  });
}
