import { AGREEMENT_TERM_MONTHS } from '@club/contract/membership/membership-plans';
import { CLUB_EMAIL } from '@club/contract/copy/club';
import { POLICIES_LAST_UPDATED, type LegalDocument } from './legal-types';

export const TERMS_OF_USE: LegalDocument = {
  slug: 'terms-of-use',
  title: 'Terms of Use',
  lead: 'The rules for using our website and services, and the main terms of the Membership Agreement.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'acceptance',
      heading: '1. Acceptance of these terms',
      body: [
        'These Terms of Use govern your use of the BizBridge Club website and of the networking, consulting, shared and capital services (the “Services”) offered by BizBridge Club (the “Club”, “we” or “us”). By using the website or registering as a member, you agree to these terms.',
        'If you register on behalf of a company, you confirm that you are authorised to bind it, and “you” includes that company. Registering as a member is also taken as acceptance of the Membership Agreement, whose main terms are set out below.',
      ],
    },
    {
      id: 'membership-term',
      heading: '2. Membership term and renewal',
      body: [
        `A membership runs for a term of ${AGREEMENT_TERM_MONTHS} months from the date it is activated. It renews automatically for further terms of ${AGREEMENT_TERM_MONTHS} months unless it is cancelled as described in our Cancellation Policy.`,
        'Membership is granted to a company and may not be transferred or shared with another business without our written consent.',
      ],
    },
    {
      id: 'fees-and-payment',
      heading: '3. Fees and payment',
      body: [
        'Membership fees are shown in Indian rupees and are payable in advance, together with GST at the applicable rate.',
        [
          'Services start only after we have received full payment of the applicable fee.',
          'Pricing may change for future periods. Fees are reviewable: we will give you notice of any change before it applies to your next renewal term.',
          'A change in pricing never affects the fee already paid for the current term.',
        ],
      ],
    },
    {
      id: 'procurement-fee',
      heading: '4. Procurement management fee',
      body: [
        'Where the Club introduces or facilitates a business transaction between members, or between a member and a third party, a procurement management fee is payable on each closed deal.',
        'The fee is either an agreed percentage of the value of the deal or a flat rate, as agreed in writing before the deal is closed. It is in addition to the membership fee and is invoiced when the deal closes.',
      ],
    },
    {
      id: 'your-responsibilities',
      heading: '5. Your responsibilities',
      body: [
        'As a member or visitor, you agree to:',
        [
          'give accurate and complete information about yourself and your company, and keep it up to date;',
          'keep access to your e-mail and mobile number secure, since we sign you in with one-time codes sent to them;',
          'use leads, member details and other information from the Club only for genuine business purposes;',
          'honour the professional commitments you make to other members through the Club;',
          'comply with all applicable laws, including tax, trade and data protection laws.',
        ],
      ],
    },
    {
      id: 'violations',
      heading: '6. Violations and cancellation',
      body: [
        'If you break these terms, we may suspend your access or cancel your membership with immediate effect. A membership cancelled because of a violation is cancelled without refund of any fee paid.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '7. Intellectual property',
      body: [
        'The website, its design, text, graphics and India Insights articles belong to the Club or its licensors. You may view and print them for your own business use, but you may not copy, republish or sell them without our written permission.',
      ],
    },
    {
      id: 'liability',
      heading: '8. Limitation of liability',
      body: [
        'The Club brings businesses together and advises them, but it is not a party to the contracts that members make with each other, and it does not guarantee any business outcome.',
        [
          'Any compensation payable by the Club is capped at the amount you have paid to the Club.',
          `Our total liability for all claims arising out of or in connection with the Services is limited to the fees you paid to the Club in the ${AGREEMENT_TERM_MONTHS} months preceding the event that gave rise to the claim.`,
          'We are not liable for indirect or consequential losses, such as loss of profit, business or goodwill.',
        ],
        'Nothing in these terms limits liability that cannot be limited under Indian law.',
      ],
    },
    {
      id: 'disputes',
      heading: '9. Governing law and disputes',
      body: [
        'These terms and the Membership Agreement are governed by the laws of India.',
        'Any dispute arising out of or in connection with them that cannot be settled amicably within thirty days shall be referred to arbitration by a sole arbitrator under the Arbitration and Conciliation Act, 1996. The seat and venue of the arbitration shall be Vadodara, in the State of Gujarat, and the proceedings shall be conducted in English.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes to these terms',
      body: [
        'We may update these terms from time to time. The version published on this page, with its “Last updated” date, applies. If a change materially affects members, we will tell them by e-mail before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: '11. Contact',
      body: [`Questions about these terms? Write to us at ${CLUB_EMAIL}.`],
    },
  ],
};
