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
import { withTags } from '@club/ui/i18n';
import { useT } from './i18n';

function Failed({ error, retry, what }: { error: unknown; retry: () => void; what: string }) {
  const t = useT();
  return (
    <Alert
      tone="error"
      actions={
        <Button size="sm" variant="secondary" onClick={retry}>
          {t('events.myInvitations.tryAgain')}
        </Button>
      }
    >
      {getErrorMessage(error, what)}
    </Alert>
  );
}

/** The form, once the chapter's coming meetings are known (a meeting from the link first). */
function InviteSection({ meetingParam }: { meetingParam: string }): ReactNode {
  const t = useT();
  const meetings = useQuery(myMeetingsQuery);
  if (meetings.isError) {
    return (
      <Failed
        error={meetings.error}
        retry={() => void meetings.refetch()}
        what={t('events.myInvitations.meetingsError')}
      />
    );
  }
  if (meetings.isPending) {
    return (
      <div aria-busy="true" aria-label={t('events.myInvitations.loadingMeetings')}>
        <Skeleton height="20rem" />
      </div>
    );
  }
  if (!meetings.data.chapter) {
    return (
      <Alert tone="info" title={t('events.myInvitations.chooseTitle')}>
        {withTags(t('events.myInvitations.choose'), {
          link: (text) => <Link to={paths.myProfile()}>{text}</Link>,
        })}
      </Alert>
    );
  }
  const open = meetings.data.items.filter((item) => item.meeting.status === 'scheduled');
  if (open.length === 0) {
    return <p className={styles.muted}>{t('events.myInvitations.noMeetings')}</p>;
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
  const t = useT();
  const [params] = useSearchParams();
  const invitations = useQuery(myInvitationsQuery);
  return (
    <>
      <PageBanner
        eyebrow={t('events.myInvitations.eyebrow')}
        title={t('events.myInvitations.title')}
        lead={t('events.myInvitations.lead')}
        icon={<UserPlus />}
      />
      <div className={styles.content}>
        <InviteSection meetingParam={params.get(INVITE_MEETING_PARAM) ?? ''} />
        <section aria-labelledby="invitations-heading" className={styles.section}>
          <h2 id="invitations-heading" className={styles.sectionHeading}>
            {t('events.myInvitations.guests')}
          </h2>
          {invitations.isError ? (
            <Failed
              error={invitations.error}
              retry={() => void invitations.refetch()}
              what={t('events.myInvitations.invitationsError')}
            />
          ) : invitations.isPending ? (
            <div
              aria-busy="true"
              aria-label={t('events.myInvitations.loadingInvitations')}
              className={styles.list}
            >
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
