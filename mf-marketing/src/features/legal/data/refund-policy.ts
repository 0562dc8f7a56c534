import { POLICIES_LAST_UPDATED, type LegalDocumentSource } from './legal-types';

/** The policy's text: message ids of the legal catalogue (locales/en.json). */
export const REFUND_POLICY: LegalDocumentSource = {
  slug: 'refund-policy',
  title: 'marketing.legal.refund-policy.title',
  lead: 'marketing.legal.refund-policy.lead',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'scope',
      heading: 'marketing.legal.refund-policy.scope.heading',
      body: ['marketing.legal.refund-policy.scope.p1'],
    },
    {
      id: 'non-refundable-fees',
      heading: 'marketing.legal.refund-policy.non-refundable-fees.heading',
      body: ['marketing.legal.refund-policy.non-refundable-fees.p1'],
    },
    {
      id: 'cancelled-courses',
      heading: 'marketing.legal.refund-policy.cancelled-courses.heading',
      body: ['marketing.legal.refund-policy.cancelled-courses.p1'],
    },
    {
      id: 'technical-problems',
      heading: 'marketing.legal.refund-policy.technical-problems.heading',
      body: ['marketing.legal.refund-policy.technical-problems.p1'],
    },
    {
      id: 'terminated-accounts',
      heading: 'marketing.legal.refund-policy.terminated-accounts.heading',
      body: ['marketing.legal.refund-policy.terminated-accounts.p1'],
    },
    {
      id: 'changes',
      heading: 'marketing.legal.refund-policy.changes.heading',
      body: ['marketing.legal.refund-policy.changes.p1'],
    },
    {
      id: 'contact',
      heading: 'marketing.legal.refund-policy.contact.heading',
      body: ['marketing.legal.refund-policy.contact.p1'],
    },
  ],
};
