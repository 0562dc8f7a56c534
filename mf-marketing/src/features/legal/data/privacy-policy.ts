import { CLUB_EMAIL } from '@club/contract/copy/club';
import { POLICIES_LAST_UPDATED, type LegalDocument } from './legal-types';

export const PRIVACY_POLICY: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  lead: 'What personal data we collect, why we use it, and the choices you have.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      body: [
        'BizBridge Club (the “Club”, “we” or “us”) is a business-networking membership club with its head office in Vadodara, Gujarat, India. This policy explains how we handle personal data when you visit our website, register a business, buy a membership or use our services.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: '2. Information we collect',
      body: [
        'We collect only what we need to run the Club:',
        [
          'Registration details: your name, e-mail address, mobile number, company name, company e-mail and phone, category, billing name and address, state and, if you give it, your GST number.',
          'Profile and lead information that you choose to publish to other members, such as your company profile, products, clients and business leads.',
          'Payment records: the amount, date and reference of each payment. Card and bank details are handled by our payment provider and are not stored by us.',
          'Messages you send us through our forms or by e-mail.',
          'Technical data such as your browser type and the pages you visit, used to keep the website secure and working.',
        ],
      ],
    },
    {
      id: 'how-we-use-data',
      heading: '3. How we use your information',
      body: [
        [
          'To create and manage your membership and sign you in with one-time codes.',
          'To introduce you to other members and show your published profile and leads to them.',
          'To process payments and issue invoices.',
          'To reply to your messages and send you service information about your membership.',
          'To meet our legal, tax and accounting obligations.',
          'To keep the website secure and improve our services.',
        ],
      ],
    },
    {
      id: 'sharing',
      heading: '4. Sharing your information',
      body: [
        'We do not sell your personal data. We share it only with other members, to the extent you publish it to them; with service providers who help us run the Club, such as our payment, hosting and e-mail providers, under confidentiality obligations; and with public authorities when the law requires us to.',
      ],
    },
    {
      id: 'storage-and-security',
      heading: '5. Storage and security',
      body: [
        'We protect personal data with reasonable security practices, including encrypted connections and password-free sign-in with one-time codes. We keep your data for as long as your membership is active and afterwards only for as long as the law or a legitimate business need requires.',
      ],
    },
    {
      id: 'local-storage',
      heading: '6. Local storage and cookies',
      body: [
        'Our website stores a sign-in token in your browser’s local storage so that you stay signed in between visits. Signing out removes it. We do not use advertising cookies; if we add analytics or other cookies, we will update this policy first.',
      ],
    },
    {
      id: 'your-rights',
      heading: '7. Your rights',
      body: [
        'Subject to applicable Indian law, including the Digital Personal Data Protection Act, 2023, you may ask us to give you a summary of the personal data we hold about you, to correct or update it, to erase it when it is no longer needed, or to withdraw a consent you have given. Some data must be kept to meet legal obligations, such as tax records.',
      ],
    },
    {
      id: 'governing-law',
      heading: '8. Governing law and jurisdiction',
      body: [
        'This policy is governed by the laws of India. The courts at Vadodara, India shall have exclusive jurisdiction over any dispute arising from it.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes to this policy',
      body: [
        'We may update this policy from time to time. The version published on this page, with its “Last updated” date, applies.',
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact and grievances',
      body: [
        `For any question, request or complaint about your personal data, write to us at ${CLUB_EMAIL}. We will acknowledge your message and respond within the time allowed by law.`,
      ],
    },
  ],
};
