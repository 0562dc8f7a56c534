import { CLUB_NAME } from '@club/contract/copy/club';
import { AGREEMENT_TERM_MONTHS } from '@club/contract/membership/membership-plans';

/** Who the agreement is with, from the registration form; blanks read as placeholders. */
export interface AgreementParty {
  billingName: string;
  billingAddress: string;
  stateName: string;
  country: string;
}

export interface AgreementSection {
  heading: string;
  paragraphs: readonly string[];
}

const orPlaceholder = (value: string, placeholder: string) => value.trim() || placeholder;

/** The parties paragraph: the member as the form names it, and today's date. */
export function agreementPreamble(party: AgreementParty, date: string): string {
  const place = [party.billingAddress.trim(), party.stateName.trim(), party.country.trim()]
    .filter(Boolean)
    .join(', ');
  return (
    `This Membership Agreement is made on ${date} between ${CLUB_NAME} ("the Club") and ` +
    `${orPlaceholder(party.billingName, '[Billing name]')}, of ${place || '[Billing address]'} ` +
    '("the Member").'
  );
}

/** The terms of membership. */
export const AGREEMENT_SECTIONS: readonly AgreementSection[] = [
  {
    heading: '1. Term and renewal',
    paragraphs: [
      `The membership runs for ${AGREEMENT_TERM_MONTHS} months from the date the membership fee is paid and renews automatically for further periods of ${AGREEMENT_TERM_MONTHS} months.`,
      'The Member may cancel before the next yearly charge; access then continues until the end of the period already paid, and the membership stops renewing.',
    ],
  },
  {
    heading: '2. Fees',
    paragraphs: [
      'The membership fee of the chosen plan is payable in advance, plus GST at the applicable rate.',
      'The Club may review its fees. A change applies from the next renewal, with notice given to the Member before that renewal.',
    ],
  },
  {
    heading: '3. Procurement management fee',
    paragraphs: [
      'When a deal introduced or facilitated through the Club closes, a procurement management fee applies, at a percentage of the deal value or a flat rate agreed between the Club and the Member for that deal.',
    ],
  },
  {
    heading: '4. Liability',
    paragraphs: [
      "The Club's total liability to the Member under this agreement is limited to the membership fees the Member paid in the 12 months before the event that gave rise to the claim.",
    ],
  },
  {
    heading: '5. Disputes',
    paragraphs: [
      'This agreement is governed by the laws of India. Any dispute arising from it is settled by arbitration under the Arbitration and Conciliation Act, 1996, with the seat and venue of arbitration in Vadodara, Gujarat.',
    ],
  },
];
