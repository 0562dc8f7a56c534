import { useQuery } from '@tanstack/react-query';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { VISITOR_INVITATION_PARAM } from '@club/contract/site-pages';
import type { VisitorTicket as Ticket } from '@club/contract/visitors';
import { getErrorMessage, getErrorStatus } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { PageBanner } from '@club/ui/page-banner';
import { Skeleton } from '@club/ui/skeleton';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { invitationQuery } from './api/visit-queries';
import { RegistrationForm } from './components/registration-form';
import { VisitorTicket } from './components/visitor-ticket';
import { useHashParam } from './lib/use-hash-param';
import styles from './visit.module.css';

function Invitation({ token }: { token: string }) {
  const invitation = useQuery({ ...invitationQuery(token), enabled: token !== '' });
  const [ticket, setTicket] = useState<Ticket | null>(null);
  if (ticket) return <VisitorTicket ticket={ticket} />;
  if (!token) {
    return (
      <Alert tone="info" title="Open the link from your invitation">
        This page registers guests invited by a member. Open it from the link in your invitation
        e-mail.
      </Alert>
    );
  }
  if (invitation.isError) {
    // 410: withdrawn by the member, used already, or its meeting over; the message says which.
    const gone = getErrorStatus(invitation.error) === 410;
    return (
      <Alert
        tone={gone ? 'info' : 'error'}
        title={gone ? 'This invitation can no longer be used' : undefined}
      >
        {getErrorMessage(invitation.error, 'Your invitation could not be loaded.')}
      </Alert>
    );
  }
  if (invitation.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading your invitation" className={styles.section}>
        <Skeleton height="4rem" />
        <Skeleton height="18rem" />
      </div>
    );
  }
  const { meeting } = invitation.data;
  return (
    <>
      <section className={styles.meetingFacts} aria-label="The meeting">
        <p>
          <strong>{invitation.data.invitedBy}</strong> invites you to the{' '}
          <strong>{meeting.chapter.name}</strong> chapter meeting.
        </p>
        <p>
          {formatIndianDateTime(meeting.startsAt)} (India time) at {meeting.venue},{' '}
          {meeting.address}
        </p>
      </section>
      <RegistrationForm token={token} invitation={invitation.data} onRegistered={setTicket} />
    </>
  );
}

/** `./VisitorRegistrationPage` (/visit#invitation=…, public): a guest registers for a meeting. */
export default function VisitorRegistrationPage() {
  const token = useHashParam(VISITOR_INVITATION_PARAM);
  return (
    <>
      <PageBanner
        eyebrow="Visitors"
        title="Visit a chapter meeting"
        lead="Confirm your details to get your visitor ticket."
        icon={<CalendarCheck />}
      />
      <div className={styles.content}>
        {token === null ? (
          <div aria-busy="true" aria-label="Loading your invitation" className={styles.section}>
            <Skeleton height="4rem" />
          </div>
        ) : (
          <Invitation key={token} token={token} />
        )}
      </div>
    </>
  );
}
