import type { Locale } from '@club/contract/locales';

/**
 * The Devanagari or Gujarati letters of a page in Hindi or Gujarati (@fontsource's Noto Sans,
 * only that script's subset, regular and bold, `font-display: swap`: the text shows at once in
 * the system's own face and takes this one when it arrives). English pages never load them.
 * Each language's sheets are one chunk, `script-font-<language>`: a prerendered page links it
 * in its HTML (shared/build/prerender-plugin.ts), so the font is asked for before any script
 * runs, and this import then finds the sheets on the page already. Not `optional`, which
 * never moves the text (a swap shifts the home page's layout by 0.04–0.05) but leaves a system
 * with no face for the script showing empty boxes for the whole first page.
 */
const SCRIPT_FONTS: Partial<Record<Locale, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import(
        /* webpackChunkName: "script-font-hi" */ '@fontsource/noto-sans-devanagari/devanagari-400.css'
      ),
      import(
        /* webpackChunkName: "script-font-hi" */ '@fontsource/noto-sans-devanagari/devanagari-700.css'
      ),
    ]),
  gu: () =>
    Promise.all([
      import(
        /* webpackChunkName: "script-font-gu" */ '@fontsource/noto-sans-gujarati/gujarati-400.css'
      ),
      import(
        /* webpackChunkName: "script-font-gu" */ '@fontsource/noto-sans-gujarati/gujarati-700.css'
      ),
    ]),
};

export function loadScriptFont(locale: Locale): void {
  // A font that does not arrive leaves the phone's own: nothing to report.
  SCRIPT_FONTS[locale]?.().catch(() => undefined);
}
