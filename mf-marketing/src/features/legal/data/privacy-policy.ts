import { CLUB_EMAIL } from '@club/contract/copy/club';
import { type LegalDocument } from './legal-types';

/** The section that names the Grievance Officer; the page shows the officer's details in it. */
export const GRIEVANCE_OFFICER_SECTION = 'grievance-officer';

/** When the Privacy Policy was last revised (the privacy notice at registration came with it). */
const PRIVACY_POLICY_UPDATED = '2026-11-27';

export const PRIVACY_POLICY: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  lead: 'What personal data we collect, why we use it, how long we keep it, and your rights over it.',
  lastUpdated: PRIVACY_POLICY_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      body: [
        'BizBridge Club (the “Club”, “we” or “us”) is a business-networking membership club with its head office in Vadodara, Gujarat, India. For the personal data of the people who register, buy memberships or write to us, we are the data fiduciary under the Digital Personal Data Protection Act, 2023 (the “DPDP Act”). This policy explains what we collect, why, how long we keep it and what you can do about it.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: '2. Information we collect',
      body: [
        'We collect only what we need to run the Club:',
        [
          'Registration details: your name, e-mail address and mobile number; your company’s name, e-mail and phone, category and subcategory, billing name and address, state and, if you give it, GST number.',
          'Your company profile, if you fill it in: owner name, website, brief, products, clients, employees, revenue band and logo.',
          'Business leads you post (with their images), leads you save, and the subcategories you follow for lead alerts.',
          'Memberships, payments and invoices: the plan, the amounts, dates and references, and the billing details each invoice was issued with. Card and bank details are handled by our payment provider and never stored by us.',
          'Sign-in records: one-time codes (kept as hashes), and for each signed-in device the browser, system, IP address and when it signed in and was last used.',
          'Messages you send us through our forms (Contact Us, Ask an Expert, Get Expert Help, grievances) and your newsletter subscription.',
          'Your privacy choices: the version of the notice you accepted when registering, and each consent you gave or withdrew, with its time.',
        ],
      ],
    },
    {
      id: 'how-we-use-data',
      heading: '3. Why we use it',
      body: [
        [
          'To verify your e-mail address, create your account and sign you in with one-time codes.',
          'To run your membership: take payments, issue GST invoices, renew or end it, and send you service messages about it.',
          'To introduce you to other members: active members see your company and its contact details in Meet the Members, as the membership terms provide.',
          'To reply to your messages and handle your grievances.',
          'To meet our legal, tax and accounting obligations, and to keep the website secure.',
        ],
        'With your separate consent only, each off until you turn it on and as easy to turn off again on My Account → Privacy:',
        [
          'Listing your company (name, category, city and logo) in Our Members, the public directory.',
          'Lead-alert e-mails about new leads in the subcategories you follow.',
          'The India Insights newsletter.',
        ],
      ],
    },
    {
      id: 'sharing',
      heading: '4. Sharing your information',
      body: [
        'We do not sell your personal data. We share it only with other members, as described above; with service providers who help us run the Club, such as our payment, hosting and e-mail providers, under confidentiality obligations; and with public authorities when the law requires us to.',
      ],
    },
    {
      id: 'retention',
      heading: '5. How long we keep it',
      body: [
        [
          'Registrations whose e-mail code was never entered: 30 days.',
          'Expired sign-in codes and ended sessions: 90 days.',
          'Messages sent through our inquiry forms: 24 months.',
          'Data exports prepared for you: 24 hours.',
          'Invoices and payment records: 72 months, as GST law requires, even after your account is closed.',
          'Everything else: while you have your account; closing it erases or anonymises it.',
        ],
      ],
    },
    {
      id: 'storage-and-security',
      heading: '6. Storage and security',
      body: [
        'We protect personal data with reasonable security safeguards, including encrypted connections, password-free sign-in with one-time codes, and records of who in the Club accessed members’ personal data, kept for at least one year. If a breach affects your data, we will tell you and the Data Protection Board of India as the law requires.',
      ],
    },
    {
      id: 'local-storage',
      heading: '7. Local storage and cookies',
      body: [
        'Our website keeps your sign-in in your browser (local storage and a sign-in cookie) so that you stay signed in between visits. Signing out removes it. We do not use advertising cookies; if we add analytics or other cookies, we will update this policy first.',
      ],
    },
    {
      id: 'your-rights',
      heading: '8. Your rights',
      body: [
        'Under the DPDP Act you may:',
        [
          'See and download the personal data we hold about you and your company (My Account → Privacy).',
          'Have it corrected or completed: edit your profile, or ask us to correct your registration details.',
          'Have it erased by closing your account; we keep only what a law requires, such as invoices.',
          'Withdraw any consent at any time, as easily as you gave it; what we did before stays lawful.',
          'Complain to our Grievance Officer, and then to the Data Protection Board of India.',
          'Nominate someone to exercise these rights for you if you die or cannot act yourself: write to the Grievance Officer.',
        ],
      ],
    },
    {
      id: GRIEVANCE_OFFICER_SECTION,
      heading: '9. Grievance Officer',
      body: [
        'Write to our Grievance Officer with the grievance form. Every grievance gets a reference number and a receipt by e-mail, and a written answer by the date the receipt gives (within the time shown below).',
      ],
    },
    {
      id: 'governing-law',
      heading: '10. Governing law and jurisdiction',
      body: [
        'This policy is governed by the laws of India. The courts at Vadodara, India shall have exclusive jurisdiction over any dispute arising from it.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to this policy',
      body: [
        'We may update this policy from time to time. The version published on this page, with its “Last updated” date, applies; when the notice shown at registration changes, we tell members.',
      ],
    },
    {
      id: 'contact',
      heading: '12. Contact',
      body: [`For any other question about your personal data, write to us at ${CLUB_EMAIL}.`],
    },
  ],
};
