import { POLICIES_LAST_UPDATED, type LegalDocumentSource } from './legal-types';

/** The policy's text: message ids of the legal catalogue (locales/en.json). */
export const CANCELLATION_POLICY: LegalDocumentSource = {
  slug: 'cancellation-policy',
  title: 'marketing.legal.cancellation-policy.title',
  lead: 'marketing.legal.cancellation-policy.lead',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'scope',
      heading: 'marketing.legal.cancellation-policy.scope.heading',
      body: ['marketing.legal.cancellation-policy.scope.p1'],
    },
    {
      id: 'how-to-cancel',
      heading: 'marketing.legal.cancellation-policy.how-to-cancel.heading',
      body: ['marketing.legal.cancellation-policy.how-to-cancel.p1'],
    },
    {
      id: 'after-cancelling',
      heading: 'marketing.legal.cancellation-policy.after-cancelling.heading',
      body: ['marketing.legal.cancellation-policy.after-cancelling.p1'],
    },
    {
      id: 'billed-charges',
      heading: 'marketing.legal.cancellation-policy.billed-charges.heading',
      body: ['marketing.legal.cancellation-policy.billed-charges.p1'],
    },
    {
      id: 'termination-by-club',
      heading: 'marketing.legal.cancellation-policy.termination-by-club.heading',
      body: [
        'marketing.legal.cancellation-policy.termination-by-club.p1',
        [
          'marketing.legal.cancellation-policy.termination-by-club.p2',
          'marketing.legal.cancellation-policy.termination-by-club.p3',
          'marketing.legal.cancellation-policy.termination-by-club.p4',
        ],
      ],
    },
    {
      id: 'contact',
      heading: 'marketing.legal.cancellation-policy.contact.heading',
      body: ['marketing.legal.cancellation-policy.contact.p1'],
    },
  ],
};
