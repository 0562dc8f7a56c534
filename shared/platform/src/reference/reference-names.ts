import {
  referenceNameId,
  type ReferenceItem,
  type ReferenceKind,
} from '@club/contract/reference-names';
import en from '@club/contract/reference-names/locales/en.json';
import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';

export type { ReferenceItem, ReferenceKind } from '@club/contract/reference-names';

type ReferenceMessageId = keyof typeof en;

/**
 * The names of the club's reference lists (its two categories, their subcategories, India's
 * states and union territories) in Hindi and Gujarati, kept by the contract beside the lists
 * (the API names them in members' messages too). Only pages that show them (forms with those
 * lists, leads, directories) load them.
 */
const catalogues: Catalogues<ReferenceMessageId> = defineCatalogues<ReferenceMessageId>({
  en,
  hi: () =>
    import(
      /* webpackChunkName: "messages-reference-hi" */ '@club/contract/reference-names/locales/hi.json'
    ),
  gu: () =>
    import(
      /* webpackChunkName: "messages-reference-gu" */ '@club/contract/reference-names/locales/gu.json'
    ),
});

/** Names a reference row, or a name the API sent without its id, in the page's language. */
export type NameOf = (item: ReferenceItem | string) => string;

/**
 * The reference lists' names in the page's language (waits while they load), from a row
 * or from a bare name (a directory's card carries names only). A row the club's list does
 * not name so in English (added or renamed since) keeps the name the API gives.
 */
export function useReferenceNames(): Record<ReferenceKind, NameOf> {
  const t = useMessages(catalogues);
  const nameOf =
    (kind: ReferenceKind): NameOf =>
    (item) => {
      const id = referenceNameId(kind, item);
      if (id !== undefined) return t(id as ReferenceMessageId);
      return typeof item === 'string' ? item : item.name;
    };
  return {
    category: nameOf('category'),
    subcategory: nameOf('subcategory'),
    state: nameOf('state'),
  };
}
