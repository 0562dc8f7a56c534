import {
  REFERENCE_CATEGORIES,
  REFERENCE_STATES,
  REFERENCE_SUBCATEGORIES,
} from '@club/contract/reference-data';

/*
 * The names of the club's reference lists in Hindi and Gujarati
 * (`reference-names/locales/<language>.json`, `reference.<kind>.<id>`), for the pages
 * (`@club/platform/reference/reference-names`) and the API's messages alike.
 */

export type ReferenceKind = 'category' | 'subcategory' | 'state';

/** A row of a reference list as the API sends it. */
export interface ReferenceItem {
  id: number;
  name: string;
}

const LISTS: Readonly<Record<ReferenceKind, readonly ReferenceItem[]>> = {
  category: REFERENCE_CATEGORIES,
  subcategory: REFERENCE_SUBCATEGORIES,
  state: REFERENCE_STATES,
};

/**
 * The catalogue id that names a row (or a bare name, as a directory's card carries it) in
 * the other languages; undefined for a row the club's list does not name so in English. A
 * row the API added or renamed since keeps the name the API gives it, rather than taking a
 * translation of another.
 */
export function referenceNameId(
  kind: ReferenceKind,
  item: ReferenceItem | string,
): string | undefined {
  const row =
    typeof item === 'string'
      ? LISTS[kind].find((candidate) => candidate.name === item)
      : LISTS[kind].find((candidate) => candidate.id === item.id && candidate.name === item.name);
  return row ? `reference.${kind}.${String(row.id)}` : undefined;
}
