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
import type { MessageId } from '../i18n';

export interface CapitalAudience {
  title: MessageId;
  summary: MessageId;
  benefits: readonly MessageId[];
  icon: LucideIcon;
  tone: 'beta' | 'gamma';
}

export const CAPITAL_AUDIENCES: readonly [CapitalAudience, CapitalAudience] = [
  {
    title: 'marketing.capital.capitalAudiences.1.title',
    summary: 'marketing.capital.capitalAudiences.1.summary',
    benefits: [
      'marketing.capital.capitalAudiences.1.benefits.1',
      'marketing.capital.capitalAudiences.1.benefits.2',
      'marketing.capital.capitalAudiences.1.benefits.3',
      'marketing.capital.capitalAudiences.1.benefits.4',
    ],
    icon: Rocket,
    tone: 'beta',
  },
  {
    title: 'marketing.capital.capitalAudiences.2.title',
    summary: 'marketing.capital.capitalAudiences.2.summary',
    benefits: [
      'marketing.capital.capitalAudiences.2.benefits.1',
      'marketing.capital.capitalAudiences.2.benefits.2',
      'marketing.capital.capitalAudiences.2.benefits.3',
      'marketing.capital.capitalAudiences.2.benefits.4',
    ],
    icon: TrendingUp,
    tone: 'gamma',
  },
];

export interface CapitalStep {
  title: MessageId;
  text: MessageId;
  icon: LucideIcon;
}

export const HOW_IT_WORKS: readonly CapitalStep[] = [
  {
    title: 'marketing.capital.howItWorks.1.title',
    text: 'marketing.capital.howItWorks.1.text',
    icon: ClipboardList,
  },
  {
    title: 'marketing.capital.howItWorks.2.title',
    text: 'marketing.capital.howItWorks.2.text',
    icon: Users,
  },
  {
    title: 'marketing.capital.howItWorks.3.title',
    text: 'marketing.capital.howItWorks.3.text',
    icon: Lightbulb,
  },
  {
    title: 'marketing.capital.howItWorks.4.title',
    text: 'marketing.capital.howItWorks.4.text',
    icon: Handshake,
  },
];

export interface EcosystemGroup {
  title: MessageId;
  summary: MessageId;
  services: readonly MessageId[];
  icon: LucideIcon;
}

export const CAPITAL_ECOSYSTEM: readonly [EcosystemGroup, EcosystemGroup, EcosystemGroup] = [
  {
    title: 'marketing.capital.capitalEcosystem.1.title',
    summary: 'marketing.capital.capitalEcosystem.1.summary',
    services: [
      'marketing.capital.capitalEcosystem.1.services.1',
      'marketing.capital.capitalEcosystem.1.services.2',
      'marketing.capital.capitalEcosystem.1.services.3',
      'marketing.capital.capitalEcosystem.1.services.4',
    ],
    icon: FileSearch,
  },
  {
    title: 'marketing.capital.capitalEcosystem.2.title',
    summary: 'marketing.capital.capitalEcosystem.2.summary',
    services: [
      'marketing.capital.capitalEcosystem.2.services.1',
      'marketing.capital.capitalEcosystem.2.services.2',
      'marketing.capital.capitalEcosystem.2.services.3',
      'marketing.capital.capitalEcosystem.2.services.4',
    ],
    icon: Handshake,
  },
  {
    title: 'marketing.capital.capitalEcosystem.3.title',
    summary: 'marketing.capital.capitalEcosystem.3.summary',
    services: [
      'marketing.capital.capitalEcosystem.3.services.1',
      'marketing.capital.capitalEcosystem.3.services.2',
      'marketing.capital.capitalEcosystem.3.services.3',
      'marketing.capital.capitalEcosystem.3.services.4',
    ],
    icon: Sprout,
  },
];

export interface CapitalReason {
  title: MessageId;
  text: MessageId;
}

export const WHY_CAPITAL_MATTERS = {
  paragraphs: [
    'marketing.capital.whyCapitalMatters.0.paragraphs.1',
    'marketing.capital.whyCapitalMatters.0.paragraphs.2',
  ] satisfies readonly MessageId[],
  reasons: [
    {
      title: 'marketing.capital.whyCapitalMatters.reasons.1.title',
      text: 'marketing.capital.whyCapitalMatters.reasons.1.text',
    },
    {
      title: 'marketing.capital.whyCapitalMatters.reasons.2.title',
      text: 'marketing.capital.whyCapitalMatters.reasons.2.text',
    },
    {
      title: 'marketing.capital.whyCapitalMatters.reasons.3.title',
      text: 'marketing.capital.whyCapitalMatters.reasons.3.text',
    },
  ] satisfies readonly CapitalReason[],
};
