import { Briefcase, HandCoins, Handshake, Heart, Network, Scale, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Stat } from '@/components/stat-list/stat-list';
import { paths } from '@club/contract/site-pages';

export const PURPOSE_PARAGRAPHS = [
  'BizBridge Club exists to bridge the gap between promise and performance for India’s growing businesses. Manufacturers need committed service providers to grow; service providers need quality manufacturers for consistent business. Too often they find each other by chance, through long chains of middlemen, or not at all.',
  'We bring them into one trusted network. Members meet through our city chapters, events and leads; they learn through Continuous Education; and they grow with the help of our consulting, shared-services and capital desks. Our aim is simple: to help MSMEs become MNCs, making in India for the world.',
] as const;

export interface Offering {
  title: 'Connect' | 'Consult' | 'CoServe' | 'Capital';
  text: string;
  to: string;
  icon: LucideIcon;
}

export const OFFERINGS: readonly Offering[] = [
  {
    title: 'Connect',
    text: 'Networking and membership for producers, providers and promoters.',
    to: paths.membership(),
    icon: Network,
  },
  {
    title: 'Consult',
    text: 'Change, project and operations management, from strategy to the shop floor.',
    to: paths.consult('change-management'),
    icon: Briefcase,
  },
  {
    title: 'CoServe',
    text: 'Shared services: market research, exposition and development.',
    to: paths.coserve('market-research'),
    icon: Handshake,
  },
  {
    title: 'Capital',
    text: 'Matchmaking between entrepreneurs and investors.',
    to: paths.capital(),
    icon: HandCoins,
  },
];

export interface ClubValue {
  title: 'Honesty' | 'Sincerity' | 'Integrity';
  text: string;
  icon: LucideIcon;
}

export const CLUB_VALUES: readonly [ClubValue, ClubValue, ClubValue] = [
  {
    title: 'Honesty',
    text: 'We say what we know and admit what we do not. Members get straight answers about fees, fit and the chances of a deal, even when the answer is no.',
    icon: Scale,
  },
  {
    title: 'Sincerity',
    text: 'We take every member’s business as seriously as our own, follow up on every introduction and keep the promises we make.',
    icon: Heart,
  },
  {
    title: 'Integrity',
    text: 'We protect members’ information, avoid conflicts of interest and expect every member to trade fairly. Our reputation is the club’s most valuable asset.',
    icon: ShieldCheck,
  },
];

/**
 * Club statistics that follow from the site itself. The number of members is
 * not one of them: it changes every week, and Our Members (/members) shows it
 * live; a figure written here would soon be wrong (see decision 0006).
 */
export const CLUB_STATS: readonly Stat[] = [
  { value: '16', label: 'Producer sectors' },
  { value: '16', label: 'Provider categories' },
  { value: '6', label: 'Business cities' },
  { value: '2', label: 'Offices, in India and the USA' },
];
