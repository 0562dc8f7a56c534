import { Briefcase, HandCoins, Handshake, Heart, Network, Scale, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Stat } from '@/components/stat-list/stat-list';
import { paths } from '@club/contract/site-pages';
import type { MessageId } from '../i18n';

export const PURPOSE_PARAGRAPHS = [
  'marketing.about.purpose.paragraph1',
  'marketing.about.purpose.paragraph2',
] as const satisfies readonly MessageId[];

export interface Offering {
  title: 'Connect' | 'Consult' | 'CoServe' | 'Capital';
  text: MessageId;
  to: string;
  icon: LucideIcon;
}

export const OFFERINGS: readonly Offering[] = [
  {
    title: 'Connect',
    text: 'marketing.about.offerings.connect',
    to: paths.membership(),
    icon: Network,
  },
  {
    title: 'Consult',
    text: 'marketing.about.offerings.consult',
    to: paths.consult('change-management'),
    icon: Briefcase,
  },
  {
    title: 'CoServe',
    text: 'marketing.about.offerings.coserve',
    to: paths.coserve('market-research'),
    icon: Handshake,
  },
  {
    title: 'Capital',
    text: 'marketing.about.offerings.capital',
    to: paths.capital(),
    icon: HandCoins,
  },
];

export interface ClubValue {
  title: 'Honesty' | 'Sincerity' | 'Integrity';
  /** Shown as its message. */
  name: MessageId;
  text: MessageId;
  icon: LucideIcon;
}

export const CLUB_VALUES: readonly [ClubValue, ClubValue, ClubValue] = [
  {
    title: 'Honesty',
    name: 'marketing.about.values.honesty.title',
    text: 'marketing.about.values.honesty.text',
    icon: Scale,
  },
  {
    title: 'Sincerity',
    name: 'marketing.about.values.sincerity.title',
    text: 'marketing.about.values.sincerity.text',
    icon: Heart,
  },
  {
    title: 'Integrity',
    name: 'marketing.about.values.integrity.title',
    text: 'marketing.about.values.integrity.text',
    icon: ShieldCheck,
  },
];

/**
 * Club statistics that follow from the site itself. The number of members is
 * not one of them: it changes every week, and Our Members (/members) shows it
 * live; a figure written here would soon be wrong (see decision 0006).
 */
export const CLUB_STATS: readonly (Omit<Stat, 'label'> & { label: MessageId })[] = [
  { value: '16', label: 'marketing.about.stats.producerSectors' },
  { value: '16', label: 'marketing.about.stats.providerCategories' },
  { value: '6', label: 'marketing.about.stats.businessCities' },
  { value: '2', label: 'marketing.about.stats.offices' },
];
