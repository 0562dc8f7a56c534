import type { Locale } from '@club/contract/locales';

/**
 * The Devanagari or Gujarati letters of a page in Hindi or Gujarati (Noto Sans, only that
 * script's subset, regular and bold, `font-display: swap`: the text shows at once in the
 * phone's own font and takes this one when it arrives). English pages never load them.
 */
const SCRIPT_FONTS: Partial<Record<Locale, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  gu: () =>
    Promise.all([
      import('@fontsource/noto-sans-gujarati/gujarati-400.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-700.css'),
    ]),
};

export function loadScriptFont(locale: Locale): void {
  // A font that does not arrive leaves the phone's own: nothing to report.
  SCRIPT_FONTS[locale]?.().catch(() => undefined);
}
