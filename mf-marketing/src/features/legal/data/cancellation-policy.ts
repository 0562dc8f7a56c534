import { CLUB_EMAIL } from '@club/contract/copy/club';
import { NO_REFUND_SENTENCE } from '@club/contract/membership/membership-lifecycle';
import { POLICIES_LAST_UPDATED, type LegalDocument } from './legal-types';

export const CANCELLATION_POLICY: LegalDocument = {
  slug: 'cancellation-policy',
  title: 'Cancellation Policy',
  lead: 'How to stop an auto-renewing membership, and when the Club may end one.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'scope',
      heading: '1. Scope',
      body: [
        'This policy applies only to auto-renewing memberships of BizBridge Club (the “Club”), which renew every year for a further term.',
      ],
    },
    {
      id: 'how-to-cancel',
      heading: '2. How to cancel',
      body: [
        `To stop your membership from renewing, choose Cancel renewal under Membership on My Account, or write to us at ${CLUB_EMAIL} from your registered e-mail address. The cancellation must be made before the next yearly charge is made.`,
      ],
    },
    {
      id: 'after-cancelling',
      heading: '3. What happens after you cancel',
      body: [
        'You keep access to all member services until the end of the membership cycle you have purchased. At the end of that cycle the membership stops renewing, and you will not be charged again.',
      ],
    },
    {
      id: 'billed-charges',
      heading: '4. Charges already billed',
      body: [
        `${NO_REFUND_SENTENCE} Our Refund Policy sets out the few exceptions for technical problems.`,
      ],
    },
    {
      id: 'termination-by-club',
      heading: '5. Termination by the Club',
      body: [
        'The Club may terminate a membership with immediate effect if the member:',
        [
          'fails to pay the renewal fee;',
          'fails to deliver on the professional commitments it has made through the Club; or',
          'breaches business ethics and is convicted under the law.',
        ],
      ],
    },
    {
      id: 'contact',
      heading: '6. Contact',
      body: [`Questions about cancelling? Write to us at ${CLUB_EMAIL}.`],
    },
  ],
};
