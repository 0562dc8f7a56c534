import { useContractText } from '@club/ui/contract-messages';
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
import { withTags } from '@club/ui/i18n';
import { useId, useState } from 'react';
import { MEMBERSHIP_PANEL_ID } from '@/components/membership-notice/membership-notice';
import { useMembership, useMembershipChanged } from '@/hooks/use-membership';
import { cancelRenewal, resumeRenewal, startRenewal } from '@/lib/membership-requests';
import { CancelRenewalDialog } from './cancel-renewal-dialog';
import { InvoicesSection } from './invoices-section';
import { ChargeText, stateExplanation, TermDates } from './membership-facts';
import { MembershipFactsList } from './membership-facts-list';
import { useT, type T } from '../i18n';
import styles from './membership-panel.module.css';

type Feedback = { tone: 'success' | 'info' | 'error'; text: string } | null;

/** What the member is told after trying to pay for the next term. */
function paymentFeedback(outcome: PaymentOutcome, t: T): Feedback {
  switch (outcome.kind) {
    case 'paid':
      return { tone: 'success', text: t('member.account.membership.paid') };
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
  const t = useT();
  const translate = useContractText();
  const headingId = useId();
  const membership = useMembership();
  const changed = useMembershipChanged();
  const { pay } = useCheckout();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState<'cancel' | 'resume' | 'renew' | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  if (membership.isPending) {
    return (
      <section
        className={styles.panel}
        aria-busy="true"
        aria-label={t('member.account.membership.heading')}
      >
        <Skeleton height="9rem" />
      </section>
    );
  }
  if (membership.isError) {
    return (
      <Alert tone="warning" title={t('member.account.membership.heading')}>
        {t('member.account.membership.loadFailed')}
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
        setFeedback(paymentFeedback(outcome, t));
        // A refunded payment changed nothing here, but the membership may have changed meanwhile.
        if (outcome.kind !== 'paid' && outcome.kind !== 'refunded') return;
      } else if (action === 'cancel') {
        await cancelRenewal(membershipId);
        setFeedback({
          tone: 'success',
          text: t('member.account.membership.cancelled'),
        });
      } else {
        await resumeRenewal(membershipId);
        setFeedback({ tone: 'success', text: t('member.account.membership.resumed') });
      }
      await changed();
    } catch (error) {
      setFeedback({
        tone: 'error',
        text: getErrorMessage(error, t('member.account.membership.failed')),
      });
    } finally {
      setWorking(null);
      setConfirming(false);
    }
  }

  const explanation = stateExplanation(current, t);
  const { renewal } = current;
  return (
    <section
      id={MEMBERSHIP_PANEL_ID}
      className={styles.panel}
      aria-labelledby={headingId}
      data-state={current.state}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('member.account.membership.heading')}
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
          {translate(MEMBERSHIP_STATE_LABELS[current.state])}
        </span>
      </header>

      {explanation ? <p className={styles.explanation}>{explanation}</p> : null}
      {current.terminationReason ? (
        <p className={styles.explanation}>
          {t('member.account.membership.reason', { reason: current.terminationReason })}
        </p>
      ) : null}

      <MembershipFactsList membership={current} />

      {current.authorisationUrl ? (
        <Alert tone="info" title={t('member.account.membership.authorise.title')}>
          {withTags(t('member.account.membership.authorise.text'), {
            link: (text) => (
              <a href={current.authorisationUrl ?? undefined} target="_blank" rel="noreferrer">
                {text}
              </a>
            ),
          })}
        </Alert>
      ) : null}

      {current.canCancel || current.canResume || current.renewal || current.isActive ? (
        <div className={styles.actions}>
          {renewal ? (
            <div className={styles.renewal}>
              <Button
                onClick={() => void run('renew', current.id)}
                loading={working === 'renew'}
                disabled={working !== null}
              >
                {t('member.account.membership.renew')}
              </Button>
              <span className={styles.renewalNote}>
                {withTags(t('member.account.membership.renewalNote'), {
                  charge: () => <ChargeText amount={renewal} />,
                  term: () => (
                    <TermDates startsAt={renewal.termStartsAt} endsAt={renewal.termEndsAt} />
                  ),
                })}
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
              {t('member.account.membership.resume')}
            </Button>
          ) : null}
          {current.canCancel ? (
            <Button
              variant="secondary"
              onClick={() => setConfirming(true)}
              disabled={working !== null}
            >
              {t('member.account.membership.cancel')}
            </Button>
          ) : null}
          {current.isActive ? (
            // Upgrades (paid now, pro rata) and switches at renewal are chosen on the plans page.
            <ButtonLink variant="secondary" to={paths.membership()}>
              {t('member.account.membership.changePlan')}
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
