import type { Locale } from '@club/contract/locales';
import {
  referenceNameId,
  type ReferenceItem,
  type ReferenceKind,
} from '@club/contract/reference-names';
import gu from '@club/contract/reference-names/locales/gu.json';
import hi from '@club/contract/reference-names/locales/hi.json';

const NAMES: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = { hi, gu };

/**
 * A category's, subcategory's or state's name for a message in `language`, as the site's
 * pages name it there; the API's own (English) name for English, and for a row the club's
 * lists do not name so (added or renamed since).
 */
export function referenceNameIn(language: Locale, kind: ReferenceKind, row: ReferenceItem): string {
  if (language === 'en') return row.name;
  const id = referenceNameId(kind, row);
  return (id !== undefined ? NAMES[language][id] : undefined) ?? row.name;
}
