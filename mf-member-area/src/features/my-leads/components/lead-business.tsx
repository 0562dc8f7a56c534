import { getErrorMessage } from '@club/platform/api/api-error';
import { formatRupees } from '@club/contract/format/currency';
import type { Lead } from '@club/contract/leads';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { answerLeadBusiness } from '@/lib/lead-requests';
import styles from './lead-outcomes.module.css';

const CONFIRMATION_TEXT = {
  pending: 'Awaiting the winner’s confirmation',
  confirmed: 'Confirmed by the winner',
  disputed: 'Disputed by the winner',
} as const;

/** The winner is the one who answers: it is asked to, never told to wait for itself. */
const ASK_THE_WINNER = 'Confirm or dispute the business: did it happen, for this amount?';

interface LeadBusinessProps {
  lead: Lead;
  viewerCompanyId: string | null;
  onChanged: (lead: Lead) => void;
}

/**
 * A won lead's business, for its poster and its winner: who won it, for how
 * much, and the winner's answer; the winner confirms or disputes it once.
 */
export function LeadBusiness({ lead, viewerCompanyId, onChanged }: LeadBusinessProps) {
  const [busy, setBusy] = useState<'confirm' | 'dispute' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const business = lead.business;
  if (!business) return null;
  const isWinner = viewerCompanyId !== null && business.winner.id === viewerCompanyId;

  const answer = async (choice: 'confirm' | 'dispute') => {
    setBusy(choice);
    setFailure(null);
    try {
      onChanged(await answerLeadBusiness(lead.id, choice));
    } catch (error) {
      setFailure(getErrorMessage(error, 'Your answer could not be saved. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const headingId = `lead-${lead.id}-business`;
  return (
    <section className={styles.business} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        <Handshake aria-hidden="true" /> Thank you for closed business
      </h3>
      <p className={styles.figure}>
        {isWinner ? 'You won this lead' : `Won by ${business.winner.name}`} for{' '}
        {formatRupees(business.orderValue)}
      </p>
      <p className={styles.muted}>
        {isWinner && business.confirmation === 'pending'
          ? ASK_THE_WINNER
          : CONFIRMATION_TEXT[business.confirmation]}
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {isWinner && business.confirmation === 'pending' ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            loading={busy === 'dispute'}
            disabled={busy !== null}
            onClick={() => void answer('dispute')}
          >
            Dispute
          </Button>
          <Button
            loading={busy === 'confirm'}
            disabled={busy !== null}
            onClick={() => void answer('confirm')}
          >
            Confirm business
          </Button>
        </div>
      ) : null}
    </section>
  );
}
