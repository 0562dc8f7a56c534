/**
 * How the site's host answers a path, in one place: `scripts/static-server.mjs`
 * and `scripts/prerendered-pages.mjs` use it, and another host (an nginx
 * config, a CDN's edge function) should do the same (docs/architecture.md,
 * "Security headers"). A path names a page of the app (no dot in its last segment), a
 * file of the build (a dot), or nothing: then it gets a plain 404. Every answer
 * whose body is the app's HTML carries the page headers, whatever its path,
 * since the Content-Security-Policy is what keeps the access token safe.
 */
import { FILE_SECURITY_HEADERS } from './site-headers.mjs';

/** Encoded slashes and backslashes, a NUL, a raw backslash: no page or file has them. */
const FORGED_IN_PATH = /%(?:2f|5c|00)|\\/i;
/** Control characters, once decoded. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * What a request path asks for, from the path as sent (%-encoded, without the query).
 * `refused`: nothing, whatever exists: a leading `//`, encoded slashes or backslashes, a NUL,
 * `.` or `..` segments, a malformed escape, or a file's name followed by a slash.
 * `file`: a file of the build (a dot in the last segment), sent as it is or 404.
 * `page`: a page of the app, answered with its HTML (404 when no route knows it).
 * @param {string} rawPath
 * @returns {{ kind: 'refused' } | { kind: 'file' | 'page', pathname: string }}
 */
export function requestTarget(rawPath) {
  if (!rawPath.startsWith('/') || rawPath.startsWith('//') || FORGED_IN_PATH.test(rawPath)) {
    return { kind: 'refused' };
  }
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'refused' };
  }
  const segments = pathname.split('/');
  if (CONTROL.test(pathname) || segments.some((part) => part === '.' || part === '..')) {
    return { kind: 'refused' };
  }
  const last = segments.findLast(Boolean) ?? '';
  if (!last.includes('.')) return { kind: 'page', pathname };
  return pathname.endsWith('/') ? { kind: 'refused' } : { kind: 'file', pathname };
}

/**
 * The headers of a plain answer that is neither a page nor a file (a 404): nothing in it
 * may run, be read as HTML or be framed.
 */
export const BARE_ANSWER_HEADERS = {
  ...FILE_SECURITY_HEADERS,
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-cache',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/**
 * The headers of every answer whose body is the app's HTML (a page, a prerendered page, the
 * app's 404 page). Without page headers, the bare ones stand in: such a page then breaks
 * rather than going out unprotected.
 * @param {Record<string, string>} pageHeaders pageSecurityHeaders and pageHintHeaders
 *   (scripts/site-headers.mjs).
 */
export function htmlAnswerHeaders(pageHeaders) {
  return {
    ...BARE_ANSWER_HEADERS,
    ...pageHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
  };
}

/**
 * The site's languages other than English, as their path prefixes (`/hi/...`, `/gu/...`);
 * the same list as `LOCALES` of @club/contract/locales (a test holds them equal).
 */
export const PREFIXED_LANGUAGES = ['hi', 'gu'];
const LANGUAGE_PREFIX = new RegExp(`^/(${PREFIXED_LANGUAGES.join('|')})(?=/|$)`);
/** The cookie in which the language switch remembers a visitor's choice (shell/src/features/languages). */
const LANGUAGE_COOKIE = /(?:^|;\s*)club_language=([a-z]{2})(?:;|$)/;

/** A page's path without its language prefix: `/hi/about` → `/about`, `/gu` → `/`. */
export function withoutLanguage(pathname) {
  return pathname.replace(LANGUAGE_PREFIX, '') || '/';
}

/** `/en` or `/en/...`: the language switch's link to a page in English (the choice, not a page). */
const ENGLISH_CHOICE = /^\/en(?=\/|$)/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Where a page request is sent for its language, or undefined (answer it as it is):
 * - `/en/about` is the language switch choosing English: the choice is remembered (the
 *   cookie the app's switch sets too, so it holds for a click before the app has started)
 *   and the visitor goes to `/about`;
 * - a page without a language (`/about`) for a visitor who chose Hindi or Gujarati goes to
 *   the page in it (`/hi/about`), the query kept.
 * @param {string} pathname the decoded path of a page
 * @param {string} search the query as sent, with its `?` (or '')
 * @param {string | undefined} cookieHeader
 * @param {{ secure?: boolean }} [options] `secure`: browsers reach the site over HTTPS
 * @returns {{ location: string, setCookie?: string } | undefined}
 */
export function languageRedirect(pathname, search, cookieHeader, { secure = false } = {}) {
  if (ENGLISH_CHOICE.test(pathname)) {
    const path = pathname.replace(ENGLISH_CHOICE, '') || '/';
    return {
      location: `${encodeURI(path)}${search}`,
      setCookie: `club_language=en; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`,
    };
  }
  if (LANGUAGE_PREFIX.test(pathname)) return undefined;
  const chosen = LANGUAGE_COOKIE.exec(cookieHeader ?? '')?.[1];
  if (!chosen || !PREFIXED_LANGUAGES.includes(chosen)) return undefined;
  const path = pathname === '/' ? `/${chosen}` : `/${chosen}${pathname}`;
  return { location: `${encodeURI(path)}${search}` };
}
