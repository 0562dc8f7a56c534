import type { LegalDocumentSource } from './legal-types';

/** The section that names the Grievance Officer; the page shows the officer's details in it. */
export const GRIEVANCE_OFFICER_SECTION = 'grievance-officer';

/** When the Privacy Policy was last revised (the privacy notice at registration came with it). */
const PRIVACY_POLICY_UPDATED = '2026-11-27';

/** The policy's text: message ids of the legal catalogue (locales/en.json). */
export const PRIVACY_POLICY: LegalDocumentSource = {
  slug: 'privacy-policy',
  title: 'marketing.legal.privacy-policy.title',
  lead: 'marketing.legal.privacy-policy.lead',
  lastUpdated: PRIVACY_POLICY_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'marketing.legal.privacy-policy.who-we-are.heading',
      body: ['marketing.legal.privacy-policy.who-we-are.p1'],
    },
    {
      id: 'data-we-collect',
      heading: 'marketing.legal.privacy-policy.data-we-collect.heading',
      body: [
        'marketing.legal.privacy-policy.data-we-collect.p1',
        [
          'marketing.legal.privacy-policy.data-we-collect.p2',
          'marketing.legal.privacy-policy.data-we-collect.p3',
          'marketing.legal.privacy-policy.data-we-collect.p4',
          'marketing.legal.privacy-policy.data-we-collect.p5',
          'marketing.legal.privacy-policy.data-we-collect.p6',
          'marketing.legal.privacy-policy.data-we-collect.p7',
          'marketing.legal.privacy-policy.data-we-collect.p8',
        ],
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'marketing.legal.privacy-policy.how-we-use-data.heading',
      body: [
        [
          'marketing.legal.privacy-policy.how-we-use-data.p1',
          'marketing.legal.privacy-policy.how-we-use-data.p2',
          'marketing.legal.privacy-policy.how-we-use-data.p3',
          'marketing.legal.privacy-policy.how-we-use-data.p4',
          'marketing.legal.privacy-policy.how-we-use-data.p5',
        ],
        'marketing.legal.privacy-policy.how-we-use-data.p6',
        [
          'marketing.legal.privacy-policy.how-we-use-data.p7',
          'marketing.legal.privacy-policy.how-we-use-data.p8',
          'marketing.legal.privacy-policy.how-we-use-data.p9',
        ],
      ],
    },
    {
      id: 'sharing',
      heading: 'marketing.legal.privacy-policy.sharing.heading',
      body: ['marketing.legal.privacy-policy.sharing.p1'],
    },
    {
      id: 'retention',
      heading: 'marketing.legal.privacy-policy.retention.heading',
      body: [
        [
          'marketing.legal.privacy-policy.retention.p1',
          'marketing.legal.privacy-policy.retention.p2',
          'marketing.legal.privacy-policy.retention.p3',
          'marketing.legal.privacy-policy.retention.p4',
          'marketing.legal.privacy-policy.retention.p5',
          'marketing.legal.privacy-policy.retention.p6',
        ],
      ],
    },
    {
      id: 'storage-and-security',
      heading: 'marketing.legal.privacy-policy.storage-and-security.heading',
      body: ['marketing.legal.privacy-policy.storage-and-security.p1'],
    },
    {
      id: 'local-storage',
      heading: 'marketing.legal.privacy-policy.local-storage.heading',
      body: ['marketing.legal.privacy-policy.local-storage.p1'],
    },
    {
      id: 'your-rights',
      heading: 'marketing.legal.privacy-policy.your-rights.heading',
      body: [
        'marketing.legal.privacy-policy.your-rights.p1',
        [
          'marketing.legal.privacy-policy.your-rights.p2',
          'marketing.legal.privacy-policy.your-rights.p3',
          'marketing.legal.privacy-policy.your-rights.p4',
          'marketing.legal.privacy-policy.your-rights.p5',
          'marketing.legal.privacy-policy.your-rights.p6',
          'marketing.legal.privacy-policy.your-rights.p7',
        ],
      ],
    },
    {
      id: GRIEVANCE_OFFICER_SECTION,
      heading: 'marketing.legal.privacy-policy.grievance-officer.heading',
      body: ['marketing.legal.privacy-policy.grievance-officer.p1'],
    },
    {
      id: 'governing-law',
      heading: 'marketing.legal.privacy-policy.governing-law.heading',
      body: ['marketing.legal.privacy-policy.governing-law.p1'],
    },
    {
      id: 'changes',
      heading: 'marketing.legal.privacy-policy.changes.heading',
      body: ['marketing.legal.privacy-policy.changes.p1'],
    },
    {
      id: 'contact',
      heading: 'marketing.legal.privacy-policy.contact.heading',
      body: ['marketing.legal.privacy-policy.contact.p1'],
    },
  ],
};
