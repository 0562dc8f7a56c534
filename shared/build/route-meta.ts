import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  TRANSLATED_META_LOCALES,
  type TranslatedMetaLocale,
  type TranslatedPageMeta,
} from '@club/platform/routes/route-manifest-format';

/** Where an app keeps its pages' titles and descriptions in `locale`. */
export function translatedMetaFile(appRoot: string, locale: TranslatedMetaLocale): string {
  return join(appRoot, 'src', 'routes', 'meta', `${locale}.json`);
}

/**
 * An app's pages' titles and descriptions in every translated language (an app without
 * the files has none: its pages keep their English meta in every language).
 */
export function readTranslatedMeta(
  appRoot: string,
): Record<TranslatedMetaLocale, TranslatedPageMeta> {
  const read = (locale: TranslatedMetaLocale): TranslatedPageMeta => {
    const file = translatedMetaFile(appRoot, locale);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TranslatedPageMeta) : {};
  };
  return Object.fromEntries(
    TRANSLATED_META_LOCALES.map((locale) => [locale, read(locale)]),
  ) as Record<TranslatedMetaLocale, TranslatedPageMeta>;
}
