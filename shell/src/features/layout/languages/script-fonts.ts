import type { Locale } from '@club/contract/locales';

/**
 * The Devanagari or Gujarati letters of a page in Hindi or Gujarati (Noto Sans, only that
 * script's subset, regular and bold; `font-display: optional`, see the sheets). English pages
 * never load them. Each language's sheet is its own chunk, `script-font-<language>`: a
 * prerendered page links it in its HTML (shared/build/prerender-plugin.ts), so the font is
 * asked for before any script runs, and this import then finds the sheet on the page already.
 */
const SCRIPT_FONTS: Partial<Record<Locale, () => Promise<unknown>>> = {
  hi: () => import(/* webpackChunkName: "script-font-hi" */ './script-font-hi.css'),
  gu: () => import(/* webpackChunkName: "script-font-gu" */ './script-font-gu.css'),
};

export function loadScriptFont(locale: Locale): void {
  // A font that does not arrive leaves the phone's own: nothing to report.
  SCRIPT_FONTS[locale]?.().catch(() => undefined);
}
