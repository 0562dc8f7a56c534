import type { MembershipDetails } from '@club/contract/membership';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDate, formatMembershipEnd } from '@club/contract/india-time/format';
import type { ReactNode } from 'react';
import styles from './membership-panel.module.css';

interface Charge {
  price: number;
  gst: number;
  total: number;
}

/** `₹ 59,000`, then `₹ 50,000 + ₹ 9,000 GST` in small print; amounts never break. */
export function ChargeText({ amount }: { amount: Charge }) {
  return (
    <>
      <span className={styles.amount}>{formatRupees(amount.total)}</span>{' '}
      <span className={styles.breakdown}>
        (<span className={styles.amount}>{formatRupees(amount.price)}</span> +{' '}
        <span className={styles.amount}>{formatRupees(amount.gst)}</span> GST)
      </span>
    </>
  );
}

/** A term from the day it starts to its last day of access, both in India's calendar. */
export function TermDates({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  return (
    <>
      <time dateTime={startsAt}>{formatIndianDate(startsAt)}</time>
      {' – '}
      <time dateTime={endsAt}>{formatMembershipEnd(endsAt)}</time>
    </>
  );
}

/** The next charge (on the day the term ends and the next starts), or why there is none. */
export function nextChargeText(membership: MembershipDetails): ReactNode {
  if (membership.nextCharge) {
    return (
      <>
        <time dateTime={membership.nextCharge.date}>
          {formatIndianDate(membership.nextCharge.date)}
        </time>{' '}
        · <ChargeText amount={membership.nextCharge} />
      </>
    );
  }
  switch (membership.state) {
    case 'renewal_due':
      return membership.graceEndsAt
        ? `The renewal charge did not go through: pay by ${formatMembershipEnd(membership.graceEndsAt)}`
        : 'The renewal charge is being made';
    case 'cancelled':
      return 'None: auto-renewal is off';
    default:
      return 'None';
  }
}

/** Why the member sees this state, in a sentence. */
export function stateExplanation(membership: MembershipDetails): string | null {
  const { termEndsAt } = membership;
  const lastDay = termEndsAt ? formatMembershipEnd(termEndsAt) : '';
  switch (membership.state) {
    case 'active':
      return `Renews automatically on ${termEndsAt ? formatIndianDate(termEndsAt) : ''}. Cancel before then to stop the renewal.`;
    case 'cancelled':
      return `Auto-renewal is off. You keep every member service until ${lastDay}; nothing more is charged.`;
    case 'renewal_due':
      return membership.graceEndsAt
        ? `Your access continues until ${formatMembershipEnd(membership.graceEndsAt)}. Pay for the next term to keep it.`
        : null;
    case 'ended':
      return `Ended on ${lastDay}. Renew to open My Leads, My Compass and Meet the Members again.`;
    case 'lapsed':
      return 'Lapsed because the renewal was not paid. Renew to open the member pages again.';
    case 'terminated':
      return 'The club terminated this membership.';
    case 'pending':
      return 'Waiting for the payment.';
  }
}
