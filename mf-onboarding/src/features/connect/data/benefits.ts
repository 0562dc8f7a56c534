import { Factory, Handshake, TrendingUp, type LucideIcon } from 'lucide-react';

export interface Benefit {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Why join: the three benefit cards. */
export const BENEFITS: readonly Benefit[] = [
  {
    title: 'Grow Revenue',
    text: 'Reach buyers across the club: member leads, referrals and promotion on Commune turn introductions into orders.',
    icon: TrendingUp,
  },
  {
    title: 'Select Suppliers',
    text: 'Find committed, vetted service providers, from chartered accountants to logistics, who already serve makers like you.',
    icon: Handshake,
  },
  {
    title: 'Meet Manufacturers',
    text: 'Meet quality manufacturers in sixteen industries and build the producer-provider partnerships that last.',
    icon: Factory,
  },
];
