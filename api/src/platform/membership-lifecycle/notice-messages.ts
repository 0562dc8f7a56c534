import { CLUB_NAME } from '@club/contract/copy/club';
import { formatRupees } from '@club/contract/format/currency';
import { formatIndianDate, formatMembershipEnd } from '@club/contract/format/india-date';
import { NO_REFUND_SENTENCE } from '@club/contract/membership/membership-lifecycle';

/** The day the renewal is charged: the day in India on which the term ends and the next starts. */
const chargeDay = (date: Date) => formatIndianDate(date);

/** A membership's (or its grace period's) last day of access: `1 January 2028`. */
const lastDay = (end: Date) => formatMembershipEnd(end);

export interface NoticeParties {
  username: string;
  plan: string;
  /** Where My Account is: `https://bizbridge.club/my-account`. */
  accountUrl: string;
}

function letter(parties: NoticeParties, paragraphs: string[]): string {
  return [
    `Hello ${parties.username},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `— ${CLUB_NAME}`,
  ].join('\n');
}

/** 30 and 7 days (RENEWAL_REMINDER_DAYS) before the renewal charge. */
export function renewalReminderMessage(
  parties: NoticeParties,
  renewal: { chargeOn: Date; total: number; scorecard?: string },
) {
  return {
    subject: `Your ${CLUB_NAME} membership renews on ${chargeDay(renewal.chargeOn)}`,
    text: letter(parties, [
      `Your membership renews on ${chargeDay(renewal.chargeOn)}, ${formatRupees(renewal.total)} will be charged.`,
      ...(renewal.scorecard ? [renewal.scorecard] : []),
      `That is the ${parties.plan} membership for 12 more months, GST included, charged to the card you authorised. ` +
        `You will receive the GST tax invoice once it is paid.`,
      `To stop the renewal, choose Cancel renewal under Membership on My Account before that date: ${parties.accountUrl}. ` +
        NO_REFUND_SENTENCE,
    ]),
  };
}

/** A renewal charge failed: pay by hand during the grace period, or the membership lapses. */
export function chargeFailedMessage(
  parties: NoticeParties,
  failure: { total: number; accessUntil: Date },
) {
  return {
    subject: `We could not renew your ${CLUB_NAME} membership`,
    text: letter(parties, [
      `The renewal charge of ${formatRupees(failure.total)} for your ${parties.plan} membership did not go through.`,
      `Your access continues until ${lastDay(failure.accessUntil)}. Pay for the next term by hand on My Account before then: ${parties.accountUrl}`,
      `If it is not paid by that date, the membership lapses.`,
    ]),
  };
}

/** Auto-renewal was turned off: access to the end of the paid term, no refund. */
export function cancellationMessage(parties: NoticeParties, cancellation: { endsAt: Date }) {
  return {
    subject: `Your ${CLUB_NAME} membership will not renew`,
    text: letter(parties, [
      `Auto-renewal of your ${parties.plan} membership is now off. You keep access to every member service until ${lastDay(cancellation.endsAt)}, and you will not be charged again.`,
      NO_REFUND_SENTENCE,
      `Changed your mind? Choose Resume on My Account before ${lastDay(cancellation.endsAt)}: ${parties.accountUrl}`,
    ]),
  };
}

/** A membership without auto-renewal reached the end of its term. */
export function endedMessage(parties: NoticeParties, ending: { endedAt: Date }) {
  return {
    subject: `Your ${CLUB_NAME} membership has ended`,
    text: letter(parties, [
      `Your ${parties.plan} membership ended on ${lastDay(ending.endedAt)}.`,
      `You can renew it at any time on My Account: ${parties.accountUrl}`,
    ]),
  };
}

/** The grace period after a failed renewal charge ran out. */
export function lapsedMessage(parties: NoticeParties, lapse: { lapsedAt: Date }) {
  return {
    subject: `Your ${CLUB_NAME} membership has lapsed`,
    text: letter(parties, [
      `Your ${parties.plan} membership lapsed on ${lastDay(lapse.lapsedAt)} because its renewal was not paid.`,
      `You can renew it at any time on My Account: ${parties.accountUrl}`,
    ]),
  };
}

/** The club ended the membership at once. */
export function terminatedMessage(parties: NoticeParties, termination: { reason: string }) {
  return {
    subject: `Your ${CLUB_NAME} membership has been terminated`,
    text: letter(parties, [
      `The club has terminated your ${parties.plan} membership with immediate effect.`,
      `Reason: ${termination.reason}`,
      `If you have questions, reply to this e-mail.`,
    ]),
  };
}
