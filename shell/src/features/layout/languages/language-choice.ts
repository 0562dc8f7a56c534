import type { Locale } from '@club/contract/locales';

/**
 * The cookie that remembers a visitor's language: a page asked for without a language
 * prefix is sent to the same page in it (scripts/page-response.mjs, `languageRedirect`).
 * A strictly necessary preference (it only does what the visitor asked), so it needs no
 * consent; a year, the site's own, read by the site's host only.
 */
export const LANGUAGE_COOKIE = 'club_language';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function rememberLanguage(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
