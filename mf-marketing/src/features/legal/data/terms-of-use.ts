import { POLICIES_LAST_UPDATED, type LegalDocumentSource } from './legal-types';

/** The policy's text: message ids of the legal catalogue (locales/en.json). */
export const TERMS_OF_USE: LegalDocumentSource = {
  slug: 'terms-of-use',
  title: 'marketing.legal.terms-of-use.title',
  lead: 'marketing.legal.terms-of-use.lead',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'acceptance',
      heading: 'marketing.legal.terms-of-use.acceptance.heading',
      body: [
        'marketing.legal.terms-of-use.acceptance.p1',
        'marketing.legal.terms-of-use.acceptance.p2',
      ],
    },
    {
      id: 'membership-term',
      heading: 'marketing.legal.terms-of-use.membership-term.heading',
      body: [
        'marketing.legal.terms-of-use.membership-term.p1',
        'marketing.legal.terms-of-use.membership-term.p2',
      ],
    },
    {
      id: 'fees-and-payment',
      heading: 'marketing.legal.terms-of-use.fees-and-payment.heading',
      body: [
        'marketing.legal.terms-of-use.fees-and-payment.p1',
        [
          'marketing.legal.terms-of-use.fees-and-payment.p2',
          'marketing.legal.terms-of-use.fees-and-payment.p3',
          'marketing.legal.terms-of-use.fees-and-payment.p4',
        ],
      ],
    },
    {
      id: 'procurement-fee',
      heading: 'marketing.legal.terms-of-use.procurement-fee.heading',
      body: [
        'marketing.legal.terms-of-use.procurement-fee.p1',
        'marketing.legal.terms-of-use.procurement-fee.p2',
      ],
    },
    {
      id: 'your-responsibilities',
      heading: 'marketing.legal.terms-of-use.your-responsibilities.heading',
      body: [
        'marketing.legal.terms-of-use.your-responsibilities.p1',
        [
          'marketing.legal.terms-of-use.your-responsibilities.p2',
          'marketing.legal.terms-of-use.your-responsibilities.p3',
          'marketing.legal.terms-of-use.your-responsibilities.p4',
          'marketing.legal.terms-of-use.your-responsibilities.p5',
          'marketing.legal.terms-of-use.your-responsibilities.p6',
        ],
      ],
    },
    {
      id: 'violations',
      heading: 'marketing.legal.terms-of-use.violations.heading',
      body: ['marketing.legal.terms-of-use.violations.p1'],
    },
    {
      id: 'intellectual-property',
      heading: 'marketing.legal.terms-of-use.intellectual-property.heading',
      body: ['marketing.legal.terms-of-use.intellectual-property.p1'],
    },
    {
      id: 'liability',
      heading: 'marketing.legal.terms-of-use.liability.heading',
      body: [
        'marketing.legal.terms-of-use.liability.p1',
        [
          'marketing.legal.terms-of-use.liability.p2',
          'marketing.legal.terms-of-use.liability.p3',
          'marketing.legal.terms-of-use.liability.p4',
        ],
        'marketing.legal.terms-of-use.liability.p5',
      ],
    },
    {
      id: 'disputes',
      heading: 'marketing.legal.terms-of-use.disputes.heading',
      body: [
        'marketing.legal.terms-of-use.disputes.p1',
        'marketing.legal.terms-of-use.disputes.p2',
      ],
    },
    {
      id: 'changes',
      heading: 'marketing.legal.terms-of-use.changes.heading',
      body: ['marketing.legal.terms-of-use.changes.p1'],
    },
    {
      id: 'contact',
      heading: 'marketing.legal.terms-of-use.contact.heading',
      body: ['marketing.legal.terms-of-use.contact.p1'],
    },
  ],
};
