import { CLUB_EMAIL } from '@club/contract/copy/club';
import { POLICIES_LAST_UPDATED, type LegalDocument } from './legal-types';

export const REFUND_POLICY: LegalDocument = {
  slug: 'refund-policy',
  title: 'Refund Policy',
  lead: 'When fees paid to the Club can and cannot be refunded.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'scope',
      heading: '1. Scope',
      body: [
        'This policy applies to all fees paid to BizBridge Club (the “Club”), including membership fees and fees for courses, Continuous Education sessions and events.',
      ],
    },
    {
      id: 'non-refundable-fees',
      heading: '2. Membership and course fees',
      body: [
        'Membership fees and course fees are non-refundable once access to the membership or the course has been granted.',
      ],
    },
    {
      id: 'cancelled-courses',
      heading: '3. Courses cancelled by the Club',
      body: [
        'If we cancel a course or session, it will be rescheduled, and every registered participant will receive the new date, time and joining details by e-mail.',
      ],
    },
    {
      id: 'technical-problems',
      heading: '4. Technical problems',
      body: [
        'Exceptions for technical problems, such as a payment charged twice or access that could not be provided because of a fault on our side, are decided case by case by the Club’s management. Please write to us with the details and your payment reference.',
      ],
    },
    {
      id: 'terminated-accounts',
      heading: '5. Terminated accounts',
      body: [
        'No refund is given when an account is terminated because the member broke our Terms of Use.',
      ],
    },
    {
      id: 'changes',
      heading: '6. Changes to this policy',
      body: [
        'We may change this policy at any time. The version published on this page, with its “Last updated” date, applies to every request we receive after that date.',
      ],
    },
    {
      id: 'contact',
      heading: '7. Contact',
      body: [
        `For any question about refunds, write to us at ${CLUB_EMAIL} with your registered company name and the payment reference.`,
      ],
    },
  ],
};
