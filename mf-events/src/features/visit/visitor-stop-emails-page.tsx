import { useMutation } from '@tanstack/react-query';
import { VISITOR_EMAILS_TOKEN_PARAM } from '@club/contract/site-pages';
import { getErrorMessage, getErrorStatus } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { PageBanner } from '@club/ui/page-banner';
import { Skeleton } from '@club/ui/skeleton';
import { MailX } from 'lucide-react';
import { stopVisitorEmails } from './api/visit-queries';
import { useHashParam } from './lib/use-hash-param';
import styles from './visit.module.css';

/** One press stops the e-mails (a POST, never on opening the page); pressing again is harmless. */
function StopEmails({ token }: { token: string }) {
  const stop = useMutation({ mutationFn: () => stopVisitorEmails({ token }) });
  if (stop.isSuccess) {
    return (
      <Alert tone="success" title="You will get no more meeting e-mails">
        {stop.data.message}
      </Alert>
    );
  }
  const invalid = stop.isError && getErrorStatus(stop.error) === 404;
  return (
    <section className={styles.section} aria-labelledby="stop-heading">
      <h2 id="stop-heading" className={styles.sectionHeading}>
        Stop the meeting&apos;s e-mails?
      </h2>
      <p>
        When you registered as a guest, you asked for a reminder before the chapter meeting and a
        note after it. You can stop them here; your visitor ticket keeps working.
      </p>
      {stop.isError ? (
        <Alert tone="error" title="Your choice was not saved">
          {getErrorMessage(stop.error, 'Please try again.')}
        </Alert>
      ) : null}
      {invalid ? null : (
        <div>
          <Button onClick={() => stop.mutate()} loading={stop.isPending}>
            Stop these e-mails
          </Button>
        </div>
      )}
    </section>
  );
}

/** `./VisitorStopEmailsPage` (/visit/stop-emails#token=…, public): a visitor withdraws consent. */
export default function VisitorStopEmailsPage() {
  const token = useHashParam(VISITOR_EMAILS_TOKEN_PARAM);
  return (
    <>
      <PageBanner
        eyebrow="Visitors"
        title="Meeting e-mails"
        lead="Choose whether we e-mail you about the meeting you registered for."
        icon={<MailX />}
      />
      <div className={styles.content}>
        {token === null ? (
          <div aria-busy="true" aria-label="Loading" className={styles.section}>
            <Skeleton height="6rem" />
          </div>
        ) : token === '' ? (
          <Alert tone="info" title="Open the link from your e-mail">
            This page stops the reminder and follow-up e-mails about a chapter meeting. Please open
            it from the link at the end of one of those e-mails.
          </Alert>
        ) : (
          <StopEmails key={token} token={token} />
        )}
      </div>
    </>
  );
}
