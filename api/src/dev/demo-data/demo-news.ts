import type { NewsTag } from '@club/contract/news';

/** The illustrations in api/assets/demo-news (made for this project from the SVGs in src/). */
export type DemoNewsImage =
  'manufacturing' | 'trade' | 'technology' | 'solar' | 'finance' | 'agriculture';

export interface DemoNews {
  key: string;
  title: string;
  content: string;
  source: string | null;
  externalUrl: string | null;
  tags: NewsTag[];
  /** Published this many days before the day of seeding. */
  daysAgo: number;
  image: DemoNewsImage;
}

/** News written for the club's members, each with an illustration of its topic. */
export const DEMO_NEWS: DemoNews[] = [
  {
    key: 'vadodara-sourcing-roundtable',
    title: 'Vadodara engineering members meet buyers at the club’s first sourcing roundtable',
    content:
      'Twenty-two producers from the Makarpura, Waghodia and Savli industrial estates met purchase heads from pump, valve and process equipment companies at the club’s first sourcing roundtable in Vadodara. ' +
      'Each producer had ten minutes across the table with every buyer; castings, machined parts and fabricated assemblies drew the most enquiries. ' +
      'The next roundtable, for chemical and polymer producers, will be held in Ahmedabad.',
    source: null,
    externalUrl: null,
    tags: ['Manufacturing', 'Business', 'Market'],
    daysAgo: 1,
    image: 'manufacturing',
  },
  {
    key: 'export-documentation-checklist',
    title: 'First export order? A documentation checklist for MSMEs',
    content:
      'Members shipping abroad for the first time keep asking the same questions, so our chartered accountant and customs broker members put together a checklist: ' +
      'an Importer-Exporter Code from the DGFT, a registration-cum-membership certificate where an export promotion council requires one, a letter of undertaking for zero-rated GST exports, ' +
      'a commercial invoice and packing list that match the shipping bill, and a certificate of origin when the buyer claims a trade agreement rate. ' +
      'Book a slot at the monthly help desk to go through your own case.',
    source: 'BizBridge Club Help Desk',
    externalUrl: 'https://www.dgft.gov.in/',
    tags: ['Export', 'Trade', 'Policy'],
    daysAgo: 3,
    image: 'trade',
  },
  {
    key: 'gem-for-producers',
    title: 'Selling to government buyers through the Government e-Marketplace',
    content:
      'Public sector buyers purchase a growing share of goods and services through the Government e-Marketplace (GeM). ' +
      'Producers who want to take part need their Udyam registration, GST and bank details in order, a clear product catalogue with specifications, and a plan for delivery timelines, which buyers rate after every order. ' +
      'Members who already sell on GeM will share what worked for them at the next clubinar.',
    source: null,
    externalUrl: 'https://gem.gov.in/',
    tags: ['Market', 'Business', 'Policy'],
    daysAgo: 6,
    image: 'finance',
  },
  {
    key: 'gcc-hiring-bengaluru-pune',
    title: 'Global capability centres keep Bengaluru and Pune service providers busy',
    content:
      'Global capability centres of multinational companies continue to open and expand in Bengaluru, Pune and Hyderabad. ' +
      'For provider members this means steady demand beyond technology work: facility management, catering, security, travel desks, recruitment and interiors for new floors. ' +
      'Providers who want introductions to the administration teams of capability centres can register their interest with the club office.',
    source: 'BizBridge Club Research',
    externalUrl: null,
    tags: ['GCC', 'IT', 'Investment'],
    daysAgo: 9,
    image: 'technology',
  },
  {
    key: 'rajkot-foundries-solar',
    title: 'Rooftop solar trims power bills at Rajkot foundries and forges',
    content:
      'Several forging and foundry members around Rajkot have put solar panels on their shed roofs over the last two years. ' +
      'They report the largest savings on daytime machining and compressor loads, while melting and heat treatment still draw from the grid. ' +
      'Members planning an installation can compare notes with those who have done it, and our financial services members can explain the loan options open to MSMEs.',
    source: null,
    externalUrl: null,
    tags: ['Sustainability', 'Manufacturing', 'Innovation'],
    daysAgo: 14,
    image: 'solar',
  },
  {
    key: 'surat-technical-textiles',
    title: 'Surat weavers look at technical textiles',
    content:
      'Weavers and processors in Surat are exploring technical textiles such as geotextiles, filtration fabrics, agro-nets and medical textiles alongside their saree and dress-material business. ' +
      'The products need different yarns, testing and certification, and sell to industrial buyers rather than wholesalers. ' +
      'The club will bring producers and testing laboratories together at a workshop in Surat next month.',
    source: null,
    externalUrl: null,
    tags: ['Manufacturing', 'Innovation', 'Export'],
    daysAgo: 19,
    image: 'technology',
  },
  {
    key: 'udyam-details-up-to-date',
    title: 'Keep your Udyam (MSME) registration up to date',
    content:
      'Udyam registration is what banks, buyers and government schemes check to confirm that a business is a micro, small or medium enterprise. ' +
      'The classification follows investment and turnover, which change as a company grows, so check your registration after every financial year and update the details that have changed. ' +
      'Our chartered accountant members can help with the update during the help desk hours.',
    source: 'BizBridge Club Help Desk',
    externalUrl: 'https://udyamregistration.gov.in/',
    tags: ['Policy', 'Finance', 'Business'],
    daysAgo: 25,
    image: 'manufacturing',
  },
  {
    key: 'capital-matchmaking-day',
    title: 'Capital matchmaking day: promoters meet investors in Ahmedabad',
    content:
      'The club’s Capital programme holds its next matchmaking day in Ahmedabad for members who want to raise growth capital or find a strategic partner, including investors from abroad. ' +
      'Selected companies present for ten minutes and meet interested investors one to one in the afternoon. ' +
      'Promoters members can apply through the club office; applications need the last three years of audited accounts and a short plan for the use of funds.',
    source: null,
    externalUrl: 'https://www.makeinindia.com/',
    tags: ['Make in India', 'Investment', 'Foreign Investment'],
    daysAgo: 32,
    image: 'finance',
  },
  {
    key: 'agri-cold-chain-maharashtra',
    title: 'Fruit processors in Maharashtra plan shared cold storage',
    content:
      'Food and agriculture members around Pune and Nashik are discussing a shared cold store and pack house to cut losses on mango, grapes and pomegranate in the peak season. ' +
      'A shared facility would let smaller processors hold stock for longer and take on export orders they turn down today. ' +
      'Members interested in the feasibility study can join the working group.',
    source: null,
    externalUrl: null,
    tags: ['Agriculture', 'Economy', 'Investment'],
    daysAgo: 40,
    image: 'agriculture',
  },
];
