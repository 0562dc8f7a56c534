import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useReferenceNames } from '@club/platform/reference/reference-names';
import { MESSAGES } from '@club/contract/copy/messages';
import { Button } from '@club/ui/button';
import { SelectField, TextField } from '@club/ui/form-field';
import { Search, Users, X } from 'lucide-react';
import { useDeferredValue, useEffect, useEffectEvent, useState } from 'react';
import { PageBanner } from '@club/ui/page-banner';
import {
  EmptyMembers,
  MemberCardSkeletons,
  MembersError,
} from '@/components/directory/directory-states';
import { MemberCounters } from '@/components/directory/member-counters';
import { PublicMemberCard } from './components/public-member-card';
import { TypeFilter } from '@/components/directory/type-filter';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDirectoryFilters } from './hooks/use-directory-filters';
import { publicDirectoryQuery } from './queries';
import styles from '@/components/directory/directory-page.module.css';
import { useT } from './i18n';

const NO_COUNTS = { total: 0, producers: 0, providers: 0 };

/** `./MembersPage` (/members, public): every listed member, filtered by type, place and name. */
export default function MembersPage() {
  const t = useT();
  const names = useReferenceNames();
  const { filters, update, clear, active } = useDirectoryFilters();

  // The search box follows the address, and the address follows the box once typing stops.
  const [search, setSearch] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if (filters.q !== search.trim()) setSearch(filters.q);
  }
  const typed = useDebouncedValue(search.trim());
  const pushSearch = useEffectEvent((q: string) => {
    if (q !== filters.q) update({ q });
  });
  useEffect(() => pushSearch(typed), [typed]);

  const directory = useInfiniteQuery({
    ...publicDirectoryQuery(filters),
    placeholderData: keepPreviousData,
  });
  // The query's result arrives as an urgent update, which React draws in one go; the
  // members (a dozen cards) are drawn from a deferred copy instead, in slices that
  // leave a slow phone's main thread free for input.
  const data = useDeferredValue(directory.data);
  const firstPage = data?.pages[0];
  const members = data?.pages.flatMap((page) => page.items) ?? [];
  const loadMoreFailed = directory.isFetchNextPageError;
  const loadMore = () => void directory.fetchNextPage();
  const locations = firstPage?.locations ?? [];
  const cities = locations.find((location) => location.stateId === filters.stateId)?.cities ?? [];
  // The counters are the club's totals; 'Showing X of Y' follows the filters.
  const counts = directory.isError ? NO_COUNTS : (firstPage?.totals ?? null);
  const updating = directory.isPlaceholderData;

  function clearFilters() {
    setSearch('');
    clear();
  }

  return (
    <>
      <PageBanner
        eyebrow={t('member.members.page.eyebrow')}
        title={t('member.members.page.title')}
        lead={t('member.members.page.lead')}
        icon={<Users />}
      />
      <div className={styles.content}>
        <MemberCounters counts={counts} />
        <div className={styles.toolbar}>
          <TypeFilter value={filters.type} onChange={(type) => update({ type })} />
          <TextField
            className={styles.search}
            label={t('member.members.search')}
            hideLabel
            type="search"
            placeholder={t('member.members.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            prefix={<Search aria-hidden="true" className={styles.searchIcon} />}
          />
        </div>
        <div className={styles.filters}>
          <SelectField
            label={t('member.members.country')}
            options={[{ value: 'India', label: t('member.members.india') }]}
            value="India"
            onChange={() => undefined}
          />
          <SelectField
            label={t('member.members.state')}
            placeholder={t('member.members.allStates')}
            options={locations.map((location) => ({
              value: String(location.stateId),
              label: names.state(location.state),
            }))}
            value={filters.stateId ? String(filters.stateId) : ''}
            onChange={(event) =>
              update({ stateId: event.target.value ? Number(event.target.value) : null })
            }
          />
          <SelectField
            label={t('member.members.city')}
            placeholder={t(
              filters.stateId ? 'member.members.allCities' : 'member.members.stateFirst',
            )}
            disabled={!filters.stateId}
            options={cities.map((city) => ({ value: city, label: city }))}
            value={filters.city ?? ''}
            onChange={(event) => update({ city: event.target.value || null })}
          />
        </div>
        <div className={styles.summary}>
          <p role="status" aria-live="polite">
            {firstPage && !directory.isError
              ? t('member.members.showing', { shown: members.length, count: firstPage.matching })
              : ''}
          </p>
          {active ? (
            <Button variant="ghost" size="sm" icon={<X />} onClick={clearFilters}>
              {t('member.members.clear')}
            </Button>
          ) : null}
        </div>

        {directory.isPending || (data === undefined && !directory.isError) ? (
          <MemberCardSkeletons count={6} layout="grid" />
        ) : directory.isError ? (
          <MembersError onRetry={() => void directory.refetch()} />
        ) : members.length === 0 ? (
          <EmptyMembers
            title={MESSAGES.members.noneFound}
            text={active ? MESSAGES.members.adjustFilters : MESSAGES.members.checkBackSoon}
            action={
              active ? (
                <Button variant="secondary" size="sm" onClick={clearFilters}>
                  {t('member.members.clear')}
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <ul
              className={styles.grid}
              role="list"
              aria-label={t('member.members.list')}
              aria-busy={updating || undefined}
              style={updating ? { opacity: 0.6 } : undefined}
            >
              {members.map((member) => (
                <li key={member.id}>
                  <PublicMemberCard member={member} />
                </li>
              ))}
            </ul>
            {directory.isFetchingNextPage ? <MemberCardSkeletons count={3} layout="grid" /> : null}
            {directory.hasNextPage && !updating ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  loading={directory.isFetchingNextPage}
                  onClick={loadMore}
                >
                  {t('member.members.loadMore')}
                </Button>
              </div>
            ) : null}
            {loadMoreFailed ? <MembersError onRetry={loadMore} /> : null}
          </>
        )}
      </div>
    </>
  );
}
