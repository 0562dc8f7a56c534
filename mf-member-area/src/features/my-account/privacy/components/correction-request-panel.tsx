import { formatIndianDate } from '@club/contract/india-time/format';
import { CORRECTION_FIELD_LABELS, type CorrectionRequest } from '@club/contract/privacy-rights';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { FilePenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { useCorrectionChoices, usePrivacyOverview } from '../hooks/use-privacy';
import { CorrectionFormBody, type Company } from './correction-form';
import styles from './privacy-panel.module.css';

const STATUS_TEXT: Record<CorrectionRequest['status'], string> = {
  open: 'Waiting for review',
  approved: 'Approved',
  refused: 'Refused',
};

function LastRequest({ correction }: { correction: CorrectionRequest }) {
  return (
    <div className={styles.form}>
      <p className={styles.state} role="status">
        <span className={styles.badge}>{STATUS_TEXT[correction.status]}</span>
        Your correction request of {formatIndianDate(correction.createdAt)}
      </p>
      <dl className={styles.changes}>
        {Object.entries(correction.changes).map(([field, value]) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>
              {CORRECTION_FIELD_LABELS[field as keyof typeof CORRECTION_FIELD_LABELS] ?? field}
            </dt>
            <dd>{value ?? '(none)'}</dd>
          </div>
        ))}
        {correction.decisionReason ? (
          <>
            <dt>Our answer</dt>
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
  const choices = useCorrectionChoices();
  if (choices.failed) {
    return <Alert tone="warning">The form could not be loaded just now. Please try again.</Alert>;
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
  const headingId = useId();
  const overview = usePrivacyOverview();
  const [editing, setEditing] = useState(false);
  const company = overview.data?.company ?? null;
  const correction = overview.data?.correction ?? null;

  let body;
  if (overview.isPending) body = <Skeleton width="18rem" height="1.25rem" />;
  else if (overview.isError) {
    body = <Alert tone="warning">Your correction requests could not be loaded just now.</Alert>;
  } else if (!company) {
    body = <p className={styles.hint}>Your account has no registered company to correct.</p>;
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
              Ask for a correction
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
          Correct my registration details
        </h2>
        <p className={styles.hint}>
          Your company name, category, state, GST number and billing details appear on your
          invoices, so an administrator checks each change. Send the new values with a reason; we
          e-mail you our answer.
        </p>
      </div>
      {body}
    </section>
  );
}
