import {
  ClipboardList,
  FileSearch,
  Handshake,
  Lightbulb,
  Rocket,
  Sprout,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface CapitalAudience {
  title: 'Entrepreneurs' | 'Investors';
  summary: string;
  benefits: readonly string[];
  icon: LucideIcon;
  tone: 'beta' | 'gamma';
}

export const CAPITAL_AUDIENCES: readonly [CapitalAudience, CapitalAudience] = [
  {
    title: 'Entrepreneurs',
    summary:
      'Founders and family businesses raising growth capital, from a first institutional round to funding for expansion.',
    benefits: [
      'An investor-ready business plan and financial model',
      'Introductions to investors who know your sector',
      'Guidance on valuation, structure and terms',
      'Support from the term sheet to money in the bank',
    ],
    icon: Rocket,
    tone: 'beta',
  },
  {
    title: 'Investors',
    summary:
      'Angels, family offices and funds looking for well-run Indian MSMEs and start-ups with real revenue.',
    benefits: [
      'Deal flow screened by the club’s experts',
      'Companies with audited numbers and clean compliance',
      'Help with due diligence and site visits',
      'Reporting and growth support after you invest',
    ],
    icon: TrendingUp,
    tone: 'gamma',
  },
];

export interface CapitalStep {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const HOW_IT_WORKS: readonly CapitalStep[] = [
  {
    title: 'Profile Submission',
    text: 'Entrepreneurs share their business profile, financials and funding need; investors share their focus, ticket size and sectors.',
    icon: ClipboardList,
  },
  {
    title: 'Investor Match',
    text: 'We screen every profile and introduce each business to the few investors whose focus, ticket size and timeline fit.',
    icon: Users,
  },
  {
    title: 'Strategic Guidance',
    text: 'Our advisers help both sides prepare: the pitch, the valuation, the questions to ask and the terms that matter.',
    icon: Lightbulb,
  },
  {
    title: 'Deal Facilitation',
    text: 'We coordinate due diligence, documents and closing with lawyers and chartered accountants from the club network.',
    icon: Handshake,
  },
];

export interface EcosystemGroup {
  title: string;
  summary: string;
  services: readonly string[];
  icon: LucideIcon;
}

export const CAPITAL_ECOSYSTEM: readonly [EcosystemGroup, EcosystemGroup, EcosystemGroup] = [
  {
    title: 'Pre-Investment Support',
    summary: 'Getting the business ready to be funded.',
    services: [
      'Business plan and financial model review',
      'Valuation readiness',
      'Pitch deck and data room',
      'Compliance and governance health check',
    ],
    icon: FileSearch,
  },
  {
    title: 'Investment Process',
    summary: 'Running a focused, well-documented round.',
    services: [
      'Investor shortlisting and introductions',
      'Meeting preparation and follow-up',
      'Term sheet and negotiation support',
      'Due diligence and legal coordination',
    ],
    icon: Handshake,
  },
  {
    title: 'Post-Investment Growth',
    summary: 'Making the capital work after the deal.',
    services: [
      'Board and investor reporting set-up',
      'Preparation for follow-on rounds',
      'Market access through the club network',
      'Operations and change support from our consultants',
    ],
    icon: Sprout,
  },
];

export interface CapitalReason {
  title: string;
  text: string;
}

export const WHY_CAPITAL_MATTERS = {
  paragraphs: [
    'Micro, small and medium enterprises produce close to a third of India’s GDP and around 45% of its exports. Yet many of them still grow only as fast as the owner’s savings and the bank’s working-capital limit allow.',
    'Equity from the right partner changes that. It pays for new capacity, people and markets ahead of revenue, and it brings experience that a loan never does.',
  ],
  reasons: [
    {
      title: 'Growth needs patient money',
      text: 'Loans need collateral and fixed repayments; equity lets a business invest before the returns arrive.',
    },
    {
      title: 'The right investor adds value',
      text: 'An investor who knows the sector opens doors to customers, talent and better governance.',
    },
    {
      title: 'Preparation improves the terms',
      text: 'Most rounds stall on missing numbers or weak documents. Preparing well shortens the process and strengthens your hand.',
    },
  ] satisfies readonly CapitalReason[],
};
