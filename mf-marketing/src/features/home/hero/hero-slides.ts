import { Earth, Handshake, TrendingUp, type LucideIcon } from 'lucide-react';
import type { MessageId } from '../i18n';

export interface HeroSlide {
  id: string;
  /** A short tag above the headline. */
  eyebrow: MessageId;
  icon: LucideIcon;
  /** The headline, in two parts: the second is highlighted on its own line. */
  headline: MessageId;
  highlight: MessageId;
  support: MessageId;
}

/** The three slogans of the club (spec 000 'Home page'). */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: 'make-in-india',
    eyebrow: 'marketing.home.hero.slide.makeInIndia.eyebrow',
    icon: Earth,
    headline: 'marketing.home.hero.slide.makeInIndia.headline',
    highlight: 'marketing.home.hero.slide.makeInIndia.highlight',
    support: 'marketing.home.hero.slide.makeInIndia.support',
  },
  {
    id: 'promise-performance',
    eyebrow: 'marketing.home.hero.slide.promise.eyebrow',
    icon: Handshake,
    headline: 'marketing.home.hero.slide.promise.headline',
    highlight: 'marketing.home.hero.slide.promise.highlight',
    support: 'marketing.home.hero.slide.promise.support',
  },
  {
    id: 'msme-to-mnc',
    eyebrow: 'marketing.home.hero.slide.msme.eyebrow',
    icon: TrendingUp,
    headline: 'marketing.home.hero.slide.msme.headline',
    highlight: 'marketing.home.hero.slide.msme.highlight',
    support: 'marketing.home.hero.slide.msme.support',
  },
];
