import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@club/contract/locales';
import en from './en.json';
import gu from './gu.json';
import hi from './hi.json';

/**
 * The texts of the messages the API sends to people (e-mail, SMS, WhatsApp), in each of the
 * site's languages: flat `id → ICU message` catalogues, English the source. Names, amounts,
 * codes, dates and links are never part of a text: they come in as values, the same in every
 * language. Tax invoices and the back office stay in English and do not use these.
 */
export type MessageId = keyof typeof en;

/** What fills a message's `{placeholders}`: already formatted, so every language shows the same. */
export type MessageValues = Readonly<Record<string, string | number>>;

const CATALOGUES: Record<Locale, Readonly<Record<string, string>>> = { en, hi, gu };

/** One I18n per language, each holding its catalogue (compiled on first use of a message). */
const instances = new Map<Locale, I18n>(
  LOCALES.map((locale) => {
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    // A text the catalogue lacks falls back to English rather than showing its id.
    i18n.load(locale, { ...CATALOGUES[DEFAULT_LOCALE], ...CATALOGUES[locale] });
    i18n.activate(locale);
    return [locale, i18n];
  }),
);

/** The message `id` in `locale`, its placeholders filled with `values`. */
export function translate(locale: Locale, id: MessageId, values: MessageValues = {}): string {
  const i18n = instances.get(locale) ?? instances.get(DEFAULT_LOCALE);
  if (!i18n) throw new Error(`No messages for ${locale}`);
  return i18n._(id, values);
}

/** The catalogue of a language as written (for the coverage test). */
export function catalogue(locale: Locale): Readonly<Record<string, string>> {
  return CATALOGUES[locale];
}
