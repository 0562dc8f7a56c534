import {
  REFERENCE_CATEGORIES,
  REFERENCE_STATES,
  REFERENCE_SUBCATEGORIES,
} from '@club/contract/reference-data';
import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

type ReferenceMessageId = keyof typeof en;

/**
 * The names of the club's reference lists (its two categories, their subcategories, India's
 * states and union territories) in Hindi and Gujarati, by the id the API seeds them with.
 * Only pages that show them (forms with those lists, leads, directories) load these messages.
 */
const catalogues: Catalogues<ReferenceMessageId> = defineCatalogues<ReferenceMessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-reference-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-reference-gu" */ './locales/gu.json'),
});

/** A row of a reference list as the API sends it. */
export interface ReferenceItem {
  id: number;
  name: string;
}

export type ReferenceKind = 'category' | 'subcategory' | 'state';

/** Names a reference row, or a name the API sent without its id, in the page's language. */
export type NameOf = (item: ReferenceItem | string) => string;

/**
 * The English name of each row by message id, from the lists the API is seeded with (the
 * English catalogue itself is compiled by the build, so it holds no plain strings).
 */
const english = new Map<string, string>([
  ...REFERENCE_CATEGORIES.map(
    (row) => [`platform.reference.category.${String(row.id)}`, row.name] as const,
  ),
  ...REFERENCE_SUBCATEGORIES.map(
    (row) => [`platform.reference.subcategory.${String(row.id)}`, row.name] as const,
  ),
  ...REFERENCE_STATES.map(
    (row) => [`platform.reference.state.${String(row.id)}`, row.name] as const,
  ),
]);

/** The message id of each English name, per kind ('Printing & Packaging' is in both categories, named alike). */
const idsByName = new Map<string, string>(
  [...english].map(([id, name]) => [`${id.split('.')[2] ?? ''}:${name}`, id]),
);

/**
 * The reference lists' names in the page's language (waits while they load), from a row
 * or from a bare name (a directory's card carries names only). A row is
 * translated only when the club's list names it the same in English: a row the API added
 * or renamed since keeps the name the API gives, rather than a translation of another.
 */
export function useReferenceNames(): Record<ReferenceKind, NameOf> {
  const t = useMessages(catalogues);
  const nameOf =
    (kind: ReferenceKind): NameOf =>
    (item) => {
      const name = typeof item === 'string' ? item : item.name;
      const id =
        typeof item === 'string'
          ? idsByName.get(`${kind}:${item}`)
          : `platform.reference.${kind}.${String(item.id)}`;
      return id !== undefined && english.get(id) === name ? t(id as ReferenceMessageId) : name;
    };
  return {
    category: nameOf('category'),
    subcategory: nameOf('subcategory'),
    state: nameOf('state'),
  };
}
