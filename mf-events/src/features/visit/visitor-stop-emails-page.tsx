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
import { useT } from './i18n';

/** One press stops the e-mails (a POST, never on opening the page); pressing again is harmless. */
function StopEmails({ token }: { token: string }) {
  const t = useT();
  const stop = useMutation({ mutationFn: () => stopVisitorEmails({ token }) });
  if (stop.isSuccess) {
    return (
      <Alert tone="success" title={t('events.visit.stop.done')}>
        {stop.data.message}
      </Alert>
    );
  }
  const invalid = stop.isError && getErrorStatus(stop.error) === 404;
  return (
    <section className={styles.section} aria-labelledby="stop-heading">
      <h2 id="stop-heading" className={styles.sectionHeading}>
        {t('events.visit.stop.heading')}
      </h2>
      <p>{t('events.visit.stop.text')}</p>
      {stop.isError ? (
        <Alert tone="error" title={t('events.visit.stop.notSaved')}>
          {getErrorMessage(stop.error, t('events.visit.tryAgain'))}
        </Alert>
      ) : null}
      {invalid ? null : (
        <div>
          <Button onClick={() => stop.mutate()} loading={stop.isPending}>
            {t('events.visit.stop.button')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** `./VisitorStopEmailsPage` (/visit/stop-emails#token=…, public): a visitor withdraws consent. */
export default function VisitorStopEmailsPage() {
  const t = useT();
  const token = useHashParam(VISITOR_EMAILS_TOKEN_PARAM);
  return (
    <>
      <PageBanner
        eyebrow={t('events.visit.eyebrow')}
        title={t('events.visit.stop.title')}
        lead={t('events.visit.stop.lead')}
        icon={<MailX />}
      />
      <div className={styles.content}>
        {token === null ? (
          <div
            aria-busy="true"
            aria-label={t('events.visit.stop.loading')}
            className={styles.section}
          >
            <Skeleton height="6rem" />
          </div>
        ) : token === '' ? (
          <Alert tone="info" title={t('events.visit.stop.openTitle')}>
            {t('events.visit.stop.open')}
          </Alert>
        ) : (
          <StopEmails key={token} token={token} />
        )}
      </div>
    </>
  );
}
