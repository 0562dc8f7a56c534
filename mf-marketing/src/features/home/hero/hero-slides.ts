import { Earth, Handshake, TrendingUp, type LucideIcon } from 'lucide-react';

export interface HeroSlide {
  id: string;
  /** A short tag above the headline. */
  eyebrow: string;
  icon: LucideIcon;
  /** The headline, in two parts: the second is highlighted on its own line. */
  headline: string;
  highlight: string;
  support: string;
}

/** The three slogans of the club (spec 000 'Home page'). */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: 'make-in-india',
    eyebrow: 'Make in India',
    icon: Earth,
    headline: 'Make in India',
    highlight: 'for the world',
    support:
      'We connect Indian manufacturers with the partners, standards and buyers that turn a local plant into a global supplier.',
  },
  {
    id: 'promise-performance',
    eyebrow: 'Producers × Providers',
    icon: Handshake,
    headline: 'Bridging promise',
    highlight: 'and performance',
    support:
      'Manufacturers and service providers meet, commit and deliver, with the club holding every handshake to account.',
  },
  {
    id: 'msme-to-mnc',
    eyebrow: 'Scale up',
    icon: TrendingUp,
    headline: 'From MSME',
    highlight: 'to MNC',
    support:
      'Leads, audits, capital and a global help desk that take ambitious small firms onto the world stage.',
  },
];
