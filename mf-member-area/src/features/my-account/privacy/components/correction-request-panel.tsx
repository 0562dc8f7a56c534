import { formatIndianDate } from '@club/contract/india-time/format';
import { CORRECTION_FIELD_LABELS, type CorrectionRequest } from '@club/contract/privacy-rights';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { FilePenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { useCorrectionChoices, usePrivacyOverview } from '../hooks/use-privacy';
import { CorrectionFormBody, type Company } from './correction-form';
import { useT, type MessageId } from '../../i18n';
import styles from './privacy-panel.module.css';

const STATUS_TEXT: Record<CorrectionRequest['status'], MessageId> = {
  open: 'member.account.privacy.correction.status.open',
  approved: 'member.account.privacy.correction.status.approved',
  refused: 'member.account.privacy.correction.status.refused',
};

function LastRequest({ correction }: { correction: CorrectionRequest }) {
  const t = useT();
  return (
    <div className={styles.form}>
      <p className={styles.state} role="status">
        <span className={styles.badge}>{t(STATUS_TEXT[correction.status])}</span>
        {t('member.account.privacy.correction.lastRequest', {
          date: formatIndianDate(correction.createdAt),
        })}
      </p>
      <dl className={styles.changes}>
        {Object.entries(correction.changes).map(([field, value]) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>
              {CORRECTION_FIELD_LABELS[field as keyof typeof CORRECTION_FIELD_LABELS] ?? field}
            </dt>
            <dd>{value ?? t('member.account.privacy.correction.none')}</dd>
          </div>
        ))}
        {correction.decisionReason ? (
          <>
            <dt>{t('member.account.privacy.correction.answer')}</dt>
            <dd>{correction.decisionReason}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

/** The form, once the states and categories are there (its selects start on the current values). */
function CorrectionFormFields({
  company,
  onSent,
  onCancel,
}: {
  company: Company;
  onSent: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const choices = useCorrectionChoices();
  if (choices.failed) {
    return <Alert tone="warning">{t('member.account.privacy.correction.formFailed')}</Alert>;
  }
  if (!choices.ready) return <Skeleton width="100%" height="12rem" />;
  return (
    <CorrectionFormBody
      company={company}
      states={choices.states}
      categories={choices.categories}
      onSent={onSent}
      onCancel={onCancel}
    />
  );
}

/**
 * Correction of the registration details the member cannot edit (company
 * name, category and subcategory, state, GST number, billing name and address): the new
 * values and a reason go to an admin, who approves or refuses them.
 */
export function CorrectionRequestPanel() {
  const t = useT();
  const headingId = useId();
  const overview = usePrivacyOverview();
  const [editing, setEditing] = useState(false);
  const company = overview.data?.company ?? null;
  const correction = overview.data?.correction ?? null;

  let body;
  if (overview.isPending) body = <Skeleton width="18rem" height="1.25rem" />;
  else if (overview.isError) {
    body = <Alert tone="warning">{t('member.account.privacy.correction.loadFailed')}</Alert>;
  } else if (!company) {
    body = <p className={styles.hint}>{t('member.account.privacy.correction.noCompany')}</p>;
  } else {
    body = (
      <>
        {correction ? <LastRequest correction={correction} /> : null}
        {editing ? (
          <CorrectionFormFields
            company={company}
            onSent={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : correction?.status === 'open' ? null : (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('member.account.privacy.correction.ask')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <FilePenLine className={styles.icon} aria-hidden="true" focusable="false" />
          {t('member.account.privacy.correction.heading')}
        </h2>
        <p className={styles.hint}>{t('member.account.privacy.correction.hint')}</p>
      </div>
      {body}
    </section>
  );
}
