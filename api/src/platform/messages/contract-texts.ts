import type { Locale } from '@club/contract/locales';
import gu from '@club/contract/messages/locales/gu.json';
import hi from '@club/contract/messages/locales/hi.json';

const TEXTS: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = { hi, gu };

/**
 * One of the contract's own texts (a sentence the pages show too, such as the no-refund rule)
 * for a message in `language`, translated as the pages translate it; as it is in English, and
 * for a text the contract's catalogue does not hold.
 */
export function contractTextIn(language: Locale, text: string): string {
  return language === 'en' ? text : (TEXTS[language][text] ?? text);
}
