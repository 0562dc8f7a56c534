import type { MemberKind } from '@club/contract/companies';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PublicDirectoryFilters } from '@/lib/directory-requests';

export type FilterChange = Partial<PublicDirectoryFilters>;

/**
 * The member kinds, checked against the contract's type (every kind, nothing else): the
 * contract's schema would bring the schema library into the page's first evaluation.
 */
const MEMBER_KINDS = ['producer', 'provider'] as const satisfies readonly MemberKind[];
const everyKindListed: Exclude<MemberKind, (typeof MEMBER_KINDS)[number]> extends never
  ? true
  : false = true;
void everyKindListed;

const isMemberKind = (value: string | null): value is MemberKind =>
  MEMBER_KINDS.some((kind) => kind === value);

/**
 * The public directory's filters, kept in the address (`?type=provider&state=11&city=Surat&q=...`)
 * so a filtered view can be shared and survives a reload. A new state clears the city.
 */
export function useDirectoryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();

  const filters = useMemo<PublicDirectoryFilters>(() => {
    const type = searchParams.get('type');
    const stateId = Number(searchParams.get('state'));
    const state = Number.isInteger(stateId) && stateId > 0 ? stateId : null;
    return {
      q: searchParams.get('q') ?? '',
      type: isMemberKind(type) ? type : null,
      stateId: state,
      city: state ? searchParams.get('city') || null : null,
    };
  }, [searchParams]);

  const update = useCallback(
    (change: FilterChange) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (name: string, value: string | number | null | undefined) => {
            if (value === null || value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          };
          if ('q' in change) set('q', change.q);
          if ('type' in change) set('type', change.type as MemberKind | null);
          if ('stateId' in change) {
            set('state', change.stateId);
            next.delete('city');
          }
          if ('city' in change) set('city', change.city);
          return next;
        },
        // Typing in the search box replaces the entry instead of adding one per letter.
        { replace: 'q' in change },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  const active = filters.q !== '' || filters.type !== null || filters.stateId !== null;
  return { filters, update, clear, active };
}
