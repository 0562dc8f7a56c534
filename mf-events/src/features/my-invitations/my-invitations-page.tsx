import { useQuery } from '@tanstack/react-query';
import { INVITE_MEETING_PARAM, paths } from '@club/contract/site-pages';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { PageBanner } from '@club/ui/page-banner';
import { Skeleton } from '@club/ui/skeleton';
import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { myMeetingsQuery } from '@/lib/event-queries';
import { meetingWhen } from '@/lib/meeting-time';
import { myInvitationsQuery } from './api/invitation-queries';
import { InvitationList } from './components/invitation-list';
import { InviteForm } from './components/invite-form';
import styles from './my-invitations.module.css';

function Failed({ error, retry, what }: { error: unknown; retry: () => void; what: string }) {
  return (
    <Alert
      tone="error"
      actions={
        <Button size="sm" variant="secondary" onClick={retry}>
          Try again
        </Button>
      }
    >
      {getErrorMessage(error, `${what} could not be loaded.`)}
    </Alert>
  );
}

/** The form, once the chapter's coming meetings are known (a meeting from the link first). */
function InviteSection({ meetingParam }: { meetingParam: string }): ReactNode {
  const meetings = useQuery(myMeetingsQuery);
  if (meetings.isError) {
    return (
      <Failed error={meetings.error} retry={() => void meetings.refetch()} what="Your meetings" />
    );
  }
  if (meetings.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading your chapter's meetings">
        <Skeleton height="20rem" />
      </div>
    );
  }
  if (!meetings.data.chapter) {
    return (
      <Alert tone="info" title="Choose your chapter first">
        You invite guests to your chapter&apos;s meetings. Pick your chapter in{' '}
        <Link to={paths.myProfile()}>My Profile</Link>.
      </Alert>
    );
  }
  const open = meetings.data.items.filter((item) => item.meeting.status === 'scheduled');
  if (open.length === 0) {
    return <p className={styles.muted}>Your chapter has no coming meetings to invite guests to.</p>;
  }
  const options = open.map((item) => ({
    value: item.meeting.id,
    label: meetingWhen(item.meeting.startsAt),
  }));
  const chosen = options.some((option) => option.value === meetingParam)
    ? meetingParam
    : (options[0]?.value ?? '');
  return <InviteForm key={chosen} meetings={options} meetingId={chosen} />;
}

/** `./MyInvitationsPage` (/my-invitations, members): invite guests and follow each one. */
export default function MyInvitationsPage() {
  const [params] = useSearchParams();
  const invitations = useQuery(myInvitationsQuery);
  return (
    <>
      <PageBanner
        eyebrow="My Account"
        title="My Invitations"
        lead="Bring guests to your chapter's meetings and see how far each one came."
        icon={<UserPlus />}
      />
      <div className={styles.content}>
        <InviteSection meetingParam={params.get(INVITE_MEETING_PARAM) ?? ''} />
        <section aria-labelledby="invitations-heading" className={styles.section}>
          <h2 id="invitations-heading" className={styles.sectionHeading}>
            Your guests
          </h2>
          {invitations.isError ? (
            <Failed
              error={invitations.error}
              retry={() => void invitations.refetch()}
              what="Your invitations"
            />
          ) : invitations.isPending ? (
            <div aria-busy="true" aria-label="Loading your invitations" className={styles.list}>
              <Skeleton height="5rem" />
              <Skeleton height="5rem" />
            </div>
          ) : (
            <InvitationList items={invitations.data} />
          )}
        </section>
      </div>
    </>
  );
}
