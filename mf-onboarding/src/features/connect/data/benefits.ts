import { Factory, Handshake, TrendingUp, type LucideIcon } from 'lucide-react';
import type { MessageId } from '@/features/connect/i18n';

export interface Benefit {
  title: MessageId;
  text: MessageId;
  icon: LucideIcon;
}

/** Why join: the three benefit cards (message ids, translated where drawn). */
export const BENEFITS: readonly Benefit[] = [
  {
    title: 'onboarding.connect.benefits.revenue.title',
    text: 'onboarding.connect.benefits.revenue.text',
    icon: TrendingUp,
  },
  {
    title: 'onboarding.connect.benefits.suppliers.title',
    text: 'onboarding.connect.benefits.suppliers.text',
    icon: Handshake,
  },
  {
    title: 'onboarding.connect.benefits.manufacturers.title',
    text: 'onboarding.connect.benefits.manufacturers.text',
    icon: Factory,
  },
];
