import { useQuery } from '@tanstack/react-query';
import { paths } from '@club/contract/site-pages';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageBanner } from '@club/ui/page-banner';
import { MyTicketsSection } from '@/components/my-tickets/my-tickets-section';
import { myMeetingsQuery } from '@/lib/event-queries';
import { MyMeetingItem } from './components/my-meeting-item';
import { withTags } from '@club/ui/i18n';
import { useT } from './i18n';
import styles from './my-meetings-page.module.css';

/** `./MyMeetingsPage` (/my-meetings, members): the chapter's coming meetings, answers and tickets, then paid event tickets. */
export default function MyMeetingsPage() {
  const t = useT();
  const mine = useQuery(myMeetingsQuery);
  return (
    <>
      <PageBanner
        eyebrow={t('events.myMeetings.eyebrow')}
        title={t('events.myMeetings.title')}
        lead={t('events.myMeetings.lead')}
        icon={<Ticket />}
      />
      <div className={styles.content}>
        {mine.isError ? (
          <Alert
            tone="error"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void mine.refetch()}>
                {t('events.myMeetings.tryAgain')}
              </Button>
            }
          >
            {getErrorMessage(mine.error, t('events.myMeetings.loadError'))}
          </Alert>
        ) : mine.isPending ? (
          <div aria-busy="true" aria-label={t('events.myMeetings.loading')} className={styles.list}>
            <Skeleton height="9rem" />
            <Skeleton height="9rem" />
          </div>
        ) : !mine.data.chapter ? (
          <Alert tone="info" title={t('events.myMeetings.chooseTitle')}>
            {withTags(t('events.myMeetings.choose'), {
              profile: (text) => <Link to={paths.myProfile()}>{text}</Link>,
              events: (text) => <Link to={paths.events()}>{text}</Link>,
            })}
          </Alert>
        ) : (
          <>
            <p className={styles.chapter}>
              {withTags(
                t('events.myMeetings.chapter', {
                  name: mine.data.chapter.name,
                  city: mine.data.chapter.city,
                }),
                {
                  strong: (text) => <strong>{text}</strong>,
                  link: (text) => <Link to={paths.myProfile()}>{text}</Link>,
                },
              )}
            </p>
            {mine.data.items.length === 0 ? (
              <p className={styles.muted}>{t('events.myMeetings.none')}</p>
            ) : (
              <ul className={styles.list}>
                {mine.data.items.map((item) => (
                  <MyMeetingItem key={item.meeting.id} item={item} />
                ))}
              </ul>
            )}
          </>
        )}
        <MyTicketsSection />
      </div>
    </>
  );
}
