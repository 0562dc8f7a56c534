import { z } from 'zod';

/**
 * The languages the site speaks: English (the default, at `/`), Hindi (`/hi/...`) and
 * Gujarati (`/gu/...`). Tax invoices and the back office stay in English.
 */
export const LOCALES = ['en', 'hi', 'gu'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

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

export const localeSchema = z.enum(LOCALES);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
