import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import type { Locale } from '@club/contract/locales';
import { NO_REFUND_SENTENCE } from '@club/contract/membership/membership-lifecycle';
import { contractTextIn } from '../messages/contract-texts';
import { messageDate, messageMembershipEnd } from '../messages/dates';
import { letter } from '../messages/letter';
import { translate, type MessageId, type MessageValues } from '../messages/translate';

export interface NoticeParties {
  username: string;
  plan: string;
  /** Where My Account is: `https://bizbridge.club/my-account`. */
  accountUrl: string;
  /** The owner's language: the notice is written in it (dates too). */
  language: Locale;
}

/** The letter around the paragraphs, in the owner's language. */
const noticeLetter = (parties: NoticeParties, paragraphs: string[]) =>
  letter(parties.language, parties.username, paragraphs);

/** A notice's words in the owner's language, with the club, the plan and My Account filled in. */
function wordsFor(parties: NoticeParties) {
  return (id: MessageId, values: MessageValues = {}) =>
    translate(parties.language, id, {
      club: CLUB_NAME,
      plan: parties.plan,
      link: parties.accountUrl,
      ...values,
    });
}

/** The day the renewal is charged: the day in India on which the term ends and the next starts. */
const chargeDay = (parties: NoticeParties, date: Date) => messageDate(parties.language, date);

/** A membership's (or its grace period's) last day of access: `1 Jan 2028`. */
const lastDay = (parties: NoticeParties, end: Date) => messageMembershipEnd(parties.language, end);

/** 30 and 7 days (RENEWAL_REMINDER_DAYS) before the renewal charge. */
export function renewalReminderMessage(
  parties: NoticeParties,
  renewal: { chargeOn: Date; total: number; scorecard?: string },
) {
  const words = wordsFor(parties);
  const date = chargeDay(parties, renewal.chargeOn);
  return {
    subject: words('renewalReminder.subject', { date }),
    text: noticeLetter(parties, [
      words('renewalReminder.charge', { date, amount: formatRupees(renewal.total) }),
      ...(renewal.scorecard ? [renewal.scorecard] : []),
      words('renewalReminder.term'),
      words('renewalReminder.stop', {
        noRefund: contractTextIn(parties.language, NO_REFUND_SENTENCE),
      }),
    ]),
  };
}

/** A renewal charge failed: pay by hand during the grace period, or the membership lapses. */
export function chargeFailedMessage(
  parties: NoticeParties,
  failure: { total: number; accessUntil: Date },
) {
  const words = wordsFor(parties);
  return {
    subject: words('chargeFailed.subject'),
    text: noticeLetter(parties, [
      words('chargeFailed.failed', { amount: formatRupees(failure.total) }),
      words('chargeFailed.access', { date: lastDay(parties, failure.accessUntil) }),
      words('chargeFailed.lapses'),
    ]),
  };
}

/** Auto-renewal was turned off: access to the end of the paid term, no refund. */
export function cancellationMessage(parties: NoticeParties, cancellation: { endsAt: Date }) {
  const words = wordsFor(parties);
  const date = lastDay(parties, cancellation.endsAt);
  return {
    subject: words('cancelled.subject'),
    text: noticeLetter(parties, [
      words('cancelled.off', { date }),
      contractTextIn(parties.language, NO_REFUND_SENTENCE),
      words('cancelled.resume', { date }),
    ]),
  };
}

/** A membership without auto-renewal reached the end of its term. */
export function endedMessage(parties: NoticeParties, ending: { endedAt: Date }) {
  const words = wordsFor(parties);
  return {
    subject: words('ended.subject'),
    text: noticeLetter(parties, [
      words('ended.body', { date: lastDay(parties, ending.endedAt) }),
      words('membershipNotice.renewAnyTime'),
    ]),
  };
}

/** The grace period after a failed renewal charge ran out. */
export function lapsedMessage(parties: NoticeParties, lapse: { lapsedAt: Date }) {
  const words = wordsFor(parties);
  return {
    subject: words('lapsed.subject'),
    text: noticeLetter(parties, [
      words('lapsed.body', { date: lastDay(parties, lapse.lapsedAt) }),
      words('membershipNotice.renewAnyTime'),
    ]),
  };
}

/** The club ended the membership at once. */
export function terminatedMessage(parties: NoticeParties, termination: { reason: string }) {
  const words = wordsFor(parties);
  return {
    subject: words('terminated.subject'),
    text: noticeLetter(parties, [
      words('terminated.body'),
      words('terminated.reason', { reason: termination.reason }),
      words('terminated.questions'),
    ]),
  };
}
