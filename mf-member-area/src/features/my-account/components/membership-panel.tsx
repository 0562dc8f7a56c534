import { getErrorMessage } from '@club/platform/api/api-error';
import { MESSAGES } from '@club/contract/copy/messages';
import { MEMBERSHIP_STATE_LABELS } from '@club/contract/membership/membership-lifecycle';
import { MEMBER_TIERS } from '@club/contract/membership/membership-plans';
import { refundedPaymentText } from '@club/contract/payments/refund-notice';
import { useCheckout, type PaymentOutcome } from '@club/platform/payments/use-checkout';
import { Alert } from '@club/ui/alert';
import { Button, ButtonLink } from '@club/ui/button';
import { paths } from '@club/contract/site-pages';
import { Skeleton } from '@club/ui/skeleton';
import { useId, useState } from 'react';
import { MEMBERSHIP_PANEL_ID } from '@/components/membership-notice/membership-notice';
import { useMembership, useMembershipChanged } from '@/hooks/use-membership';
import { cancelRenewal, resumeRenewal, startRenewal } from '@/lib/membership-requests';
import { CancelRenewalDialog } from './cancel-renewal-dialog';
import { InvoicesSection } from './invoices-section';
import { ChargeText, stateExplanation, TermDates } from './membership-facts';
import { MembershipFactsList } from './membership-facts-list';
import styles from './membership-panel.module.css';

type Feedback = { tone: 'success' | 'info' | 'error'; text: string } | null;

/** What the member is told after trying to pay for the next term. */
function paymentFeedback(outcome: PaymentOutcome): Feedback {
  switch (outcome.kind) {
    case 'paid':
      return { tone: 'success', text: 'Payment received. Your membership has been renewed.' };
    case 'refunded':
      return { tone: 'info', text: refundedPaymentText(outcome.refund) };
    case 'start-failed':
      return { tone: 'error', text: outcome.message };
    case 'payment-failed':
      return { tone: 'error', text: `${MESSAGES.payment.startFailed}: ${outcome.reason}` };
    case 'verify-failed':
      return { tone: 'error', text: MESSAGES.payment.verifyFailed };
    case 'dismissed':
      return null;
  }
}

/**
 * My Account's Membership panel: the plan with its colour, the state, the
 * term, the next charge with GST, a plan chosen for the renewal, auto-renewal
 * with Cancel renewal or Resume, Renew now when it is offered, Change plan,
 * and the invoices.
 */
export function MembershipPanel() {
  const headingId = useId();
  const membership = useMembership();
  const changed = useMembershipChanged();
  const { pay } = useCheckout();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState<'cancel' | 'resume' | 'renew' | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  if (membership.isPending) {
    return (
      <section className={styles.panel} aria-busy="true" aria-label="Membership">
        <Skeleton height="9rem" />
      </section>
    );
  }
  if (membership.isError) {
    return (
      <Alert tone="warning" title="Membership">
        Your membership could not be loaded just now.
      </Alert>
    );
  }
  const current = membership.data;
  if (!current) return <InvoicesSection />;
  const tier = MEMBER_TIERS[current.plan.name];

  async function run(action: 'cancel' | 'resume' | 'renew', membershipId: string) {
    setWorking(action);
    setFeedback(null);
    try {
      if (action === 'renew') {
        const outcome = await pay(() => startRenewal(membershipId));
        setFeedback(paymentFeedback(outcome));
        // A refunded payment changed nothing here, but the membership may have changed meanwhile.
        if (outcome.kind !== 'paid' && outcome.kind !== 'refunded') return;
      } else if (action === 'cancel') {
        await cancelRenewal(membershipId);
        setFeedback({
          tone: 'success',
          text: 'Auto-renewal is off. We have e-mailed you a confirmation.',
        });
      } else {
        await resumeRenewal(membershipId);
        setFeedback({ tone: 'success', text: 'Auto-renewal is on again.' });
      }
      await changed();
    } catch (error) {
      setFeedback({
        tone: 'error',
        text: getErrorMessage(error, 'That did not work. Please try again.'),
      });
    } finally {
      setWorking(null);
      setConfirming(false);
    }
  }

  const explanation = stateExplanation(current);
  return (
    <section
      id={MEMBERSHIP_PANEL_ID}
      className={styles.panel}
      aria-labelledby={headingId}
      data-state={current.state}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Membership
        </h2>
        <span
          className={styles.badge}
          style={{
            color: `var(${tier.colorVar}-text)`,
            background: `var(${tier.colorVar}-soft)`,
            borderColor: `var(${tier.colorVar})`,
          }}
        >
          <span
            className={styles.dot}
            style={{ background: `var(${tier.colorVar})` }}
            aria-hidden="true"
          />
          {current.plan.name} · {tier.tier}
        </span>
        <span className={styles.state} data-state={current.state}>
          {MEMBERSHIP_STATE_LABELS[current.state]}
        </span>
      </header>

      {explanation ? <p className={styles.explanation}>{explanation}</p> : null}
      {current.terminationReason ? (
        <p className={styles.explanation}>Reason: {current.terminationReason}</p>
      ) : null}

      <MembershipFactsList membership={current} />

      {current.authorisationUrl ? (
        <Alert tone="info" title="Authorise auto-renewal">
          Your card has not been authorised for the yearly charge yet.{' '}
          <a href={current.authorisationUrl} target="_blank" rel="noreferrer">
            Authorise it with Razorpay
          </a>
          .
        </Alert>
      ) : null}

      {current.canCancel || current.canResume || current.renewal || current.isActive ? (
        <div className={styles.actions}>
          {current.renewal ? (
            <div className={styles.renewal}>
              <Button
                onClick={() => void run('renew', current.id)}
                loading={working === 'renew'}
                disabled={working !== null}
              >
                Renew now
              </Button>
              <span className={styles.renewalNote}>
                <ChargeText amount={current.renewal} /> for the term{' '}
                <TermDates
                  startsAt={current.renewal.termStartsAt}
                  endsAt={current.renewal.termEndsAt}
                />
              </span>
            </div>
          ) : null}
          {current.canResume ? (
            <Button
              variant="secondary"
              onClick={() => void run('resume', current.id)}
              loading={working === 'resume'}
              disabled={working !== null}
            >
              Resume auto-renewal
            </Button>
          ) : null}
          {current.canCancel ? (
            <Button
              variant="secondary"
              onClick={() => setConfirming(true)}
              disabled={working !== null}
            >
              Cancel renewal
            </Button>
          ) : null}
          {current.isActive ? (
            // Upgrades (paid now, pro rata) and switches at renewal are chosen on the plans page.
            <ButtonLink variant="secondary" to={paths.membership()}>
              Change plan
            </ButtonLink>
          ) : null}
        </div>
      ) : null}

      {feedback ? (
        <Alert tone={feedback.tone} onDismiss={() => setFeedback(null)}>
          {feedback.text}
        </Alert>
      ) : null}

      <InvoicesSection headingLevel={3} />

      <CancelRenewalDialog
        open={confirming}
        membership={current}
        cancelling={working === 'cancel'}
        busy={working !== null}
        onKeep={() => setConfirming(false)}
        onCancel={() => void run('cancel', current.id)}
      />
    </section>
  );
}
