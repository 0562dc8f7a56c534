import { useInfiniteQuery } from '@tanstack/react-query';
import type { MemberKind } from '@club/contract/companies';
import { MESSAGES } from '@club/contract/copy/messages';
import { Button } from '@club/ui/button';
import { TextField } from '@club/ui/form-field';
import { Handshake, Search } from 'lucide-react';
import { useState } from 'react';
import { PageBanner } from '@club/ui/page-banner';
import {
  EmptyMembers,
  MemberCardSkeletons,
  MembersError,
} from '@/components/directory/directory-states';
import { MemberCard } from './components/member-card';
import { MemberCounters } from '@/components/directory/member-counters';
import { TypeFilter } from '@/components/directory/type-filter';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import styles from '@/components/directory/directory-page.module.css';
import { MembershipNotice } from '@/components/membership-notice/membership-notice';
import { useT } from './i18n';
import { memberDirectoryQuery } from './queries';

/** `./MeetMembersPage` (/meet-members): the members' directory with contacts, 5 at a time. */
export default function MeetMembersPage() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<MemberKind | null>(null);
  const q = useDebouncedValue(search.trim());
  const filters = { q, type };
  const directory = useInfiniteQuery(memberDirectoryQuery(filters));
  const members = directory.data?.pages.flatMap((page) => page.items) ?? [];
  const loadMoreFailed = directory.isFetchNextPageError;
  const loadMore = () => void directory.fetchNextPage();
  // The counters are the club's totals, whatever the search.
  const counts = directory.isError
    ? { total: 0, producers: 0, providers: 0 }
    : (directory.data?.pages[0]?.totals ?? null);
  const filtered = q !== '' || type !== null;

  return (
    <>
      <MembershipNotice />
      <PageBanner
        eyebrow={t('member.meetMembers.page.eyebrow')}
        title={t('member.meetMembers.page.title')}
        lead={t('member.meetMembers.page.lead')}
        icon={<Handshake />}
      />
      <div className={styles.content}>
        <MemberCounters counts={counts} />
        <div className={styles.toolbar}>
          <TypeFilter value={type} onChange={setType} />
          <TextField
            className={styles.search}
            label={t('member.meetMembers.search')}
            hideLabel
            type="search"
            placeholder={t('member.meetMembers.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            prefix={<Search aria-hidden="true" className={styles.searchIcon} />}
          />
        </div>

        {directory.isPending ? (
          <>
            <p className={styles.visuallyHidden} role="status">
              {t('member.meetMembers.loading')}
            </p>
            <MemberCardSkeletons count={5} layout="list" />
          </>
        ) : directory.isError ? (
          <MembersError onRetry={() => void directory.refetch()} />
        ) : members.length === 0 ? (
          filtered ? (
            <EmptyMembers
              title={MESSAGES.members.noneFound}
              text={t('member.meetMembers.adjust')}
            />
          ) : (
            <EmptyMembers title={MESSAGES.members.noneYet} />
          )
        ) : (
          <>
            <ul className={styles.list} role="list" aria-label={t('member.meetMembers.list')}>
              {members.map((member) => (
                <li key={member.id}>
                  <MemberCard member={member} />
                </li>
              ))}
            </ul>
            {directory.isFetchingNextPage ? <MemberCardSkeletons count={2} layout="list" /> : null}
            {directory.hasNextPage ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  loading={directory.isFetchingNextPage}
                  onClick={loadMore}
                >
                  {t('member.meetMembers.loadMore')}
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
