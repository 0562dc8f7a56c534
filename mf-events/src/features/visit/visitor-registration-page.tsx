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
import { withTags } from '@club/ui/i18n';
import { useT } from './i18n';

function Invitation({ token }: { token: string }) {
  const t = useT();
  const invitation = useQuery({ ...invitationQuery(token), enabled: token !== '' });
  const [ticket, setTicket] = useState<Ticket | null>(null);
  if (ticket) return <VisitorTicket ticket={ticket} />;
  if (!token) {
    return (
      <Alert tone="info" title={t('events.visit.openLinkTitle')}>
        {t('events.visit.openLink')}
      </Alert>
    );
  }
  if (invitation.isError) {
    // 410: withdrawn by the member, used already, or its meeting over; the message says which.
    const gone = getErrorStatus(invitation.error) === 410;
    return (
      <Alert tone={gone ? 'info' : 'error'} title={gone ? t('events.visit.gone') : undefined}>
        {getErrorMessage(invitation.error, t('events.visit.loadError'))}
      </Alert>
    );
  }
  if (invitation.isPending) {
    return (
      <div aria-busy="true" aria-label={t('events.visit.loading')} className={styles.section}>
        <Skeleton height="4rem" />
        <Skeleton height="18rem" />
      </div>
    );
  }
  const { meeting } = invitation.data;
  return (
    <>
      <section className={styles.meetingFacts} aria-label={t('events.visit.meeting')}>
        <p>
          {withTags(
            t('events.visit.invites', {
              member: invitation.data.invitedBy,
              chapter: meeting.chapter.name,
            }),
            { strong: (text) => <strong>{text}</strong> },
          )}
        </p>
        <p>
          {t('events.visit.whenWhere', {
            when: formatIndianDateTime(meeting.startsAt),
            venue: meeting.venue,
            address: meeting.address,
          })}
        </p>
      </section>
      <RegistrationForm token={token} invitation={invitation.data} onRegistered={setTicket} />
    </>
  );
}

/** `./VisitorRegistrationPage` (/visit#invitation=…, public): a guest registers for a meeting. */
export default function VisitorRegistrationPage() {
  const t = useT();
  const token = useHashParam(VISITOR_INVITATION_PARAM);
  return (
    <>
      <PageBanner
        eyebrow={t('events.visit.eyebrow')}
        title={t('events.visit.title')}
        lead={t('events.visit.lead')}
        icon={<CalendarCheck />}
      />
      <div className={styles.content}>
        {token === null ? (
          <div aria-busy="true" aria-label={t('events.visit.loading')} className={styles.section}>
            <Skeleton height="4rem" />
          </div>
        ) : (
          <Invitation key={token} token={token} />
        )}
      </div>
    </>
  );
}
