import {
  Globe,
  Lightbulb,
  Rocket,
  Scale,
  Sprout,
  TrendingUp,
  Users,
  UsersRound,
} from 'lucide-react';
import type { FrameworkService } from './service-types';

export const MARKET_DEVELOPMENT: FrameworkService = {
  kind: 'framework',
  slug: 'market-development',
  group: 'CoServe',
  title: 'marketing.consult.marketDevelopment.title',
  lead: 'marketing.consult.marketDevelopment.lead',
  icon: Globe,
  pillarsHeading: 'marketing.consult.marketDevelopment.pillarsHeading',
  pillarsIntro: 'marketing.consult.marketDevelopment.pillarsIntro',
  pillars: [
    {
      title: 'marketing.consult.marketDevelopment.pillars.1.title',
      text: 'marketing.consult.marketDevelopment.pillars.1.text',
      icon: Users,
    },
    {
      title: 'marketing.consult.marketDevelopment.pillars.2.title',
      text: 'marketing.consult.marketDevelopment.pillars.2.text',
      icon: TrendingUp,
    },
    {
      title: 'marketing.consult.marketDevelopment.pillars.3.title',
      text: 'marketing.consult.marketDevelopment.pillars.3.text',
      icon: Globe,
    },
  ],
  actionsHeading: 'marketing.consult.marketDevelopment.actionsHeading',
  actionsIntro: 'marketing.consult.marketDevelopment.actionsIntro',
  actions: [
    {
      title: 'marketing.consult.marketDevelopment.actions.1.title',
      text: 'marketing.consult.marketDevelopment.actions.1.text',
      icon: Lightbulb,
    },
    {
      title: 'marketing.consult.marketDevelopment.actions.2.title',
      text: 'marketing.consult.marketDevelopment.actions.2.text',
      icon: UsersRound,
    },
    {
      title: 'marketing.consult.marketDevelopment.actions.3.title',
      text: 'marketing.consult.marketDevelopment.actions.3.text',
      icon: Sprout,
    },
    {
      title: 'marketing.consult.marketDevelopment.actions.4.title',
      text: 'marketing.consult.marketDevelopment.actions.4.text',
      icon: Scale,
    },
    {
      title: 'marketing.consult.marketDevelopment.actions.5.title',
      text: 'marketing.consult.marketDevelopment.actions.5.text',
      icon: Rocket,
    },
  ],
  ctaText: 'marketing.consult.marketDevelopment.ctaText',
};
