/**
 * The languages the site speaks: English (the default, at `/`), Hindi (`/hi/...`) and
 * Gujarati (`/gu/...`). Tax invoices and the back office stay in English.
 */
export const LOCALES = ['en', 'hi', 'gu'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

// No schema library in this module: the boot reads it for the page's language, long before any
// request is validated. The schema of a language is `localeSchema` in @club/contract/common.

/** Each language by its own name, as a language switch offers it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  gu: 'ગુજરાતી',
};

/** The BCP 47 tag for `lang`, `hreflang` and `Intl` (Indian digit grouping in all three). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en-IN',
  hi: 'hi-IN',
  gu: 'gu-IN',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A path's language prefix: `/hi` or `/gu`, alone or before a slash. */
const PREFIX = /^\/(hi|gu)(?=\/|$)/;

/** The language a path is in: its first segment (`/hi/...`, `/gu/...`), else English. */
export function localeOfPath(pathname: string): Locale {
  const match = PREFIX.exec(pathname);
  return match ? (match[1] as Locale) : DEFAULT_LOCALE;
}

/** The path's part after its language: `/hi/about` → `/about`, `/hi` → `/`. */
export function withoutLocale(pathname: string): string {
  return pathname.replace(PREFIX, '') || '/';
}

/** The router's base for a language: '' for English, `/hi`, `/gu`. */
export function basenameOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** An English path (without a language) in `locale`: `/about` → `/hi/about`, `/` → `/hi`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const base = basenameOf(locale);
  if (!base) return pathname;
  return pathname === '/' ? base : `${base}${pathname}`;
}
