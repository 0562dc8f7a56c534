import type { MembershipDetails } from '@club/contract/membership';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDate, formatMembershipEnd } from '@club/contract/india-time/format';
import { withTags } from '@club/ui/i18n';
import type { ReactNode } from 'react';
import { useT, type T } from '../i18n';
import styles from './membership-panel.module.css';

interface Charge {
  price: number;
  gst: number;
  total: number;
}

/** `₹ 59,000`, then `₹ 50,000 + ₹ 9,000 GST` in small print; amounts never break. */
export function ChargeText({ amount }: { amount: Charge }) {
  const t = useT();
  const amountSpan = (text: string) => <span className={styles.amount}>{text}</span>;
  return (
    <>
      <span className={styles.amount}>{formatRupees(amount.total)}</span>{' '}
      <span className={styles.breakdown}>
        {withTags(
          t('member.account.charge.breakdown', {
            price: formatRupees(amount.price),
            gst: formatRupees(amount.gst),
          }),
          { price: amountSpan, gst: amountSpan },
        )}
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
export function nextChargeText(membership: MembershipDetails, t: T): ReactNode {
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
        ? t('member.account.charge.renewalFailed', {
            date: formatMembershipEnd(membership.graceEndsAt),
          })
        : t('member.account.charge.renewalPending');
    case 'cancelled':
      return t('member.account.charge.noneCancelled');
    default:
      return t('member.account.charge.none');
  }
}

/** Why the member sees this state, in a sentence. */
export function stateExplanation(membership: MembershipDetails, t: T): string | null {
  const { termEndsAt } = membership;
  const lastDay = termEndsAt ? formatMembershipEnd(termEndsAt) : '';
  switch (membership.state) {
    case 'active':
      return t('member.account.state.active', {
        date: termEndsAt ? formatIndianDate(termEndsAt) : '',
      });
    case 'cancelled':
      return t('member.account.state.cancelled', { date: lastDay });
    case 'renewal_due':
      return membership.graceEndsAt
        ? t('member.account.state.renewalDue', {
            date: formatMembershipEnd(membership.graceEndsAt),
          })
        : null;
    case 'ended':
      return t('member.account.state.ended', { date: lastDay });
    case 'lapsed':
      return t('member.account.state.lapsed');
    case 'terminated':
      return t('member.account.state.terminated');
    case 'pending':
      return t('member.account.state.pending');
  }
}
