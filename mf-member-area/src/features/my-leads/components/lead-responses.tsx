import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import { formatIndianDate } from '@club/contract/india-time/format';
import type { Lead } from '@club/contract/leads';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Building2, CalendarDays, Mail, Phone, User } from 'lucide-react';
import { EmailLink } from '@/components/directory/email-link';
import { leadResponsesQuery } from '../queries';
import { useT } from '../i18n';
import styles from './lead-outcomes.module.css';

/** The responses to the poster's own lead: company, contact, message and when. */
export function LeadResponses({ lead }: { lead: Lead }) {
  const t = useT();
  const responses = useQuery(leadResponsesQuery(lead.id));
  const headingId = `lead-${lead.id}-responses`;
  return (
    <section className={styles.responses} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {responses.data
          ? t('member.leads.responses.headingCount', { count: String(responses.data.length) })
          : t('member.leads.responses.heading')}
      </h3>
      {responses.isPending ? (
        <p role="status" className={styles.muted}>
          {t('member.leads.responses.loading')}
        </p>
      ) : responses.isError ? (
        <Alert
          tone="error"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void responses.refetch()}>
              {t('member.leads.responses.tryAgain')}
            </Button>
          }
        >
          {getErrorMessage(responses.error, t('member.leads.responses.loadFailed'))}
        </Alert>
      ) : responses.data.length === 0 ? (
        <p className={styles.muted}>{t('member.leads.responses.none')}</p>
      ) : (
        <ul className={styles.list} role="list">
          {responses.data.map((response) => (
            <li key={response.id} className={styles.response}>
              <div className={styles.responseHead}>
                <span>
                  <Building2 aria-hidden="true" /> {response.company.name}
                </span>
              </div>
              <p className={styles.message}>{response.message}</p>
              <p className={styles.responseMeta}>
                <span>
                  <User aria-hidden="true" /> {response.contactName}
                </span>
                <span>
                  <Mail aria-hidden="true" /> <EmailLink email={response.contactEmail} />
                </span>
                {response.contactPhone ? (
                  <span>
                    <Phone aria-hidden="true" />{' '}
                    <a href={`tel:${response.contactPhone.replace(/[\s-]/g, '')}`}>
                      {response.contactPhone}
                    </a>
                  </span>
                ) : null}
                <span>
                  <CalendarDays aria-hidden="true" />{' '}
                  <time dateTime={response.createdAt}>{formatIndianDate(response.createdAt)}</time>
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
