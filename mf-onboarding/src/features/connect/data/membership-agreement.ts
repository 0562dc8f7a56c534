import { CLUB_NAME } from '@club/contract/copy/club';
import type { Translate } from '@club/ui/i18n';
import type { MessageId } from '@/features/connect/i18n';

/** Who the agreement is with, from the registration form; blanks read as placeholders. */
export interface AgreementParty {
  billingName: string;
  billingAddress: string;
  stateName: string;
  country: string;
}

/** A section of the terms: message ids, translated where drawn. */
export interface AgreementSection {
  heading: MessageId;
  paragraphs: readonly MessageId[];
}

const orPlaceholder = (value: string, placeholder: string) => value.trim() || placeholder;

/** The parties paragraph: the member as the form names it, and today's date. */
export function agreementPreamble(
  t: Translate<MessageId>,
  party: AgreementParty,
  date: string,
): string {
  const place = [party.billingAddress.trim(), party.stateName.trim(), party.country.trim()]
    .filter(Boolean)
    .join(', ');
  return t('onboarding.connect.agreement.preamble', {
    date,
    club: CLUB_NAME,
    member: orPlaceholder(
      party.billingName,
      t('onboarding.connect.agreement.billingNamePlaceholder'),
    ),
    place: place || t('onboarding.connect.agreement.billingAddressPlaceholder'),
  });
}

/** The terms of membership (`{months}`: AGREEMENT_TERM_MONTHS). */
export const AGREEMENT_SECTIONS: readonly AgreementSection[] = [
  {
    heading: 'onboarding.connect.agreement.term.heading',
    paragraphs: ['onboarding.connect.agreement.term.p1', 'onboarding.connect.agreement.term.p2'],
  },
  {
    heading: 'onboarding.connect.agreement.fees.heading',
    paragraphs: ['onboarding.connect.agreement.fees.p1', 'onboarding.connect.agreement.fees.p2'],
  },
  {
    heading: 'onboarding.connect.agreement.procurement.heading',
    paragraphs: ['onboarding.connect.agreement.procurement.p1'],
  },
  {
    heading: 'onboarding.connect.agreement.liability.heading',
    paragraphs: ['onboarding.connect.agreement.liability.p1'],
  },
  {
    heading: 'onboarding.connect.agreement.disputes.heading',
    paragraphs: ['onboarding.connect.agreement.disputes.p1'],
  },
];
