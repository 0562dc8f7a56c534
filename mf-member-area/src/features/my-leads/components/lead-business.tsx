import { getErrorMessage } from '@club/platform/api/api-error';
import { formatRupees } from '@club/contract/format/currency';
import type { Lead } from '@club/contract/leads';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { answerLeadBusiness } from '@/lib/lead-requests';
import { useT, type MessageId } from '../i18n';
import styles from './lead-outcomes.module.css';

const CONFIRMATION_TEXT = {
  pending: 'member.leads.business.pending',
  confirmed: 'member.leads.business.confirmed',
  disputed: 'member.leads.business.disputed',
} as const satisfies Record<string, MessageId>;

/** The winner is the one who answers: it is asked to, never told to wait for itself. */
const ASK_THE_WINNER = 'member.leads.business.ask' satisfies MessageId;

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
  const t = useT();
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
      setFailure(getErrorMessage(error, t('member.leads.business.failed')));
    } finally {
      setBusy(null);
    }
  };

  const headingId = `lead-${lead.id}-business`;
  return (
    <section className={styles.business} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        <Handshake aria-hidden="true" /> {t('member.leads.business.heading')}
      </h3>
      <p className={styles.figure}>
        {isWinner
          ? t('member.leads.business.youWon', { value: formatRupees(business.orderValue) })
          : t('member.leads.business.wonBy', {
              winner: business.winner.name,
              value: formatRupees(business.orderValue),
            })}
      </p>
      <p className={styles.muted}>
        {isWinner && business.confirmation === 'pending'
          ? t(ASK_THE_WINNER)
          : t(CONFIRMATION_TEXT[business.confirmation])}
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
            {t('member.leads.business.dispute')}
          </Button>
          <Button
            loading={busy === 'confirm'}
            disabled={busy !== null}
            onClick={() => void answer('confirm')}
          >
            {t('member.leads.business.confirm')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
