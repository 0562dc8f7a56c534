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
import styles from './my-meetings-page.module.css';

/** `./MyMeetingsPage` (/my-meetings, members): the chapter's coming meetings, answers and tickets, then paid event tickets. */
export default function MyMeetingsPage() {
  const mine = useQuery(myMeetingsQuery);
  return (
    <>
      <PageBanner
        eyebrow="My Account"
        title="My Meetings"
        lead="Answer your chapter's meetings and keep your tickets at hand."
        icon={<Ticket />}
      />
      <div className={styles.content}>
        {mine.isError ? (
          <Alert
            tone="error"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void mine.refetch()}>
                Try again
              </Button>
            }
          >
            {getErrorMessage(mine.error, 'Your meetings could not be loaded.')}
          </Alert>
        ) : mine.isPending ? (
          <div aria-busy="true" aria-label="Loading your meetings" className={styles.list}>
            <Skeleton height="9rem" />
            <Skeleton height="9rem" />
          </div>
        ) : !mine.data.chapter ? (
          <Alert tone="info" title="Choose your chapter">
            Pick the chapter you meet with in <Link to={paths.myProfile()}>My Profile</Link>; its
            meetings then show here. See all chapters on <Link to={paths.events()}>Events</Link>.
          </Alert>
        ) : (
          <>
            <p className={styles.chapter}>
              Your chapter: <strong>{mine.data.chapter.name}</strong> ({mine.data.chapter.city}).{' '}
              <Link to={paths.myProfile()}>Change it in My Profile</Link>.
            </p>
            {mine.data.items.length === 0 ? (
              <p className={styles.muted}>No meetings are planned in the coming weeks.</p>
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
