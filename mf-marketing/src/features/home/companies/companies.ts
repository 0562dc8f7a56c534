import { Anchor, FlaskConical, Lamp, type LucideIcon } from 'lucide-react';
import type { MessageId } from './i18n';

export interface ClubCompany {
  id: string;
  name: string;
  /** A short name for the thumbnail strip. */
  shortName: MessageId;
  sector: MessageId;
  location: MessageId;
  description: MessageId;
  /** Three short focus areas, shown as chips. */
  focus: readonly [MessageId, MessageId, MessageId];
  icon: LucideIcon;
  tone: 'chemical' | 'decor' | 'marine';
}

/** Our Companies: the three member clubs of the carousel (spec 000 'Home page'). */
export const CLUB_COMPANIES: readonly ClubCompany[] = [
  {
    id: 'gujarat-chemical-producers-circle',
    name: 'Gujarat Chemical Producers Circle',
    shortName: 'marketing.home.companies.chemical.shortName',
    sector: 'marketing.home.companies.chemical.sector',
    location: 'marketing.home.companies.chemical.location',
    description: 'marketing.home.companies.chemical.description',
    focus: [
      'marketing.home.companies.chemical.focus1',
      'marketing.home.companies.chemical.focus2',
      'marketing.home.companies.chemical.focus3',
    ],
    icon: FlaskConical,
    tone: 'chemical',
  },
  {
    id: 'hearth-and-loom-decor-club',
    name: 'Hearth & Loom Home Decor Club',
    shortName: 'marketing.home.companies.decor.shortName',
    sector: 'marketing.home.companies.decor.sector',
    location: 'marketing.home.companies.decor.location',
    description: 'marketing.home.companies.decor.description',
    focus: [
      'marketing.home.companies.decor.focus1',
      'marketing.home.companies.decor.focus2',
      'marketing.home.companies.decor.focus3',
    ],
    icon: Lamp,
    tone: 'decor',
  },
  {
    id: 'coastline-yacht-decor-collective',
    name: 'Coastline Yacht Decor Collective',
    shortName: 'marketing.home.companies.marine.shortName',
    sector: 'marketing.home.companies.marine.sector',
    location: 'marketing.home.companies.marine.location',
    description: 'marketing.home.companies.marine.description',
    focus: [
      'marketing.home.companies.marine.focus1',
      'marketing.home.companies.marine.focus2',
      'marketing.home.companies.marine.focus3',
    ],
    icon: Anchor,
    tone: 'marine',
  },
];
