import { formatIndianDate } from '@club/contract/india-time/format';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CORRECTION_FIELD_LABELS,
  type CorrectionField,
  type CorrectionRequest,
} from '@club/contract/privacy-rights';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextAreaField } from '@club/ui/form-field';
import { Skeleton } from '@club/ui/skeleton';
import { AdminLayout } from '../admin-shell/admin-layout';
import { correctionKeys, decideCorrection, openCorrectionsQuery } from './api/correction-requests';
import styles from './admin-corrections-page.module.css';
import { auditKeys } from '../audit/api/audit-requests';

const fieldLabel = (field: string) => CORRECTION_FIELD_LABELS[field as CorrectionField] ?? field;

/** One open request: what changes from what, the member's reason, and the decision with a reason. */
export function CorrectionCard({ request }: { request: CorrectionRequest }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'refuse') =>
      decideCorrection(request.id, { decision, reason }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: correctionKeys.open });
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
  const headingId = `correction-${request.id}`;

  async function submit(decision: 'approve' | 'refuse') {
    setError(null);
    if (reason.trim() === '') {
      setError('Please give a reason for the member.');
      return;
    }
    try {
      await decide.mutateAsync(decision);
    } catch (failure) {
      setError(getErrorMessage(failure, 'The decision could not be saved. Please try again.'));
    }
  }

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {request.companyName}
      </h2>
      <p className={styles.meta}>Asked on {formatIndianDate(request.createdAt)}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Now</th>
            <th scope="col">Requested</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(request.changes).map(([field, value]) => (
            <tr key={field}>
              <td data-label="Field">{fieldLabel(field)}</td>
              <td data-label="Now">{request.current[field] ?? '(none)'}</td>
              <td data-label="Requested">{value ?? '(none)'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.reason}>
        <strong>Member&apos;s reason:</strong> {request.reason}
      </p>
      <TextAreaField
        label="Your reason (sent to the member)"
        required
        rows={2}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error ?? undefined}
      />
      <div className={styles.actions}>
        <Button
          onClick={() => void submit('approve')}
          loading={decide.isPending && decide.variables === 'approve'}
          disabled={decide.isPending}
        >
          Approve and apply
        </Button>
        <Button
          variant="secondary"
          onClick={() => void submit('refuse')}
          loading={decide.isPending && decide.variables === 'refuse'}
          disabled={decide.isPending}
        >
          Refuse
        </Button>
      </div>
    </li>
  );
}

/** Correction requests of registration details waiting for an admin, oldest asked last. */
export default function AdminCorrectionsPage() {
  const open = useQuery(openCorrectionsQuery);

  return (
    <AdminLayout
      title="Corrections"
      description="Members' requests to correct their registration details. Approving applies the change at once; both answers are e-mailed and recorded in the audit trail."
    >
      {open.isError ? (
        <Alert
          tone="error"
          title="The correction requests could not be loaded."
          actions={
            <Button variant="secondary" size="sm" onClick={() => void open.refetch()}>
              Retry
            </Button>
          }
        >
          Please check your connection and try again.
        </Alert>
      ) : open.isPending ? (
        <div aria-busy="true">
          <Skeleton height="10rem" />
        </div>
      ) : open.data.items.length === 0 ? (
        <p className={styles.empty}>No correction requests are waiting.</p>
      ) : (
        <ul className={styles.list}>
          {open.data.items.map((request) => (
            <CorrectionCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}
