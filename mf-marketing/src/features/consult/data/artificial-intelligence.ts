import {
  BrainCircuit,
  ChartLine,
  Crosshair,
  Minimize2,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  UserCheck,
  Zap,
} from 'lucide-react';
import type { FrameworkService } from './service-types';

export const ARTIFICIAL_INTELLIGENCE: FrameworkService = {
  kind: 'framework',
  slug: 'artificial-intelligence',
  group: 'CoServe',
  title: 'marketing.consult.artificialIntelligence.title',
  lead: 'marketing.consult.artificialIntelligence.lead',
  icon: BrainCircuit,
  pillarsHeading: 'marketing.consult.artificialIntelligence.pillarsHeading',
  pillarsIntro: 'marketing.consult.artificialIntelligence.pillarsIntro',
  pillars: [
    {
      title: 'marketing.consult.artificialIntelligence.pillars.1.title',
      text: 'marketing.consult.artificialIntelligence.pillars.1.text',
      icon: Crosshair,
    },
    {
      title: 'marketing.consult.artificialIntelligence.pillars.2.title',
      text: 'marketing.consult.artificialIntelligence.pillars.2.text',
      icon: Sparkles,
    },
    {
      title: 'marketing.consult.artificialIntelligence.pillars.3.title',
      text: 'marketing.consult.artificialIntelligence.pillars.3.text',
      icon: Zap,
    },
  ],
  actionsHeading: 'marketing.consult.artificialIntelligence.actionsHeading',
  actionsIntro: 'marketing.consult.artificialIntelligence.actionsIntro',
  actions: [
    {
      title: 'marketing.consult.artificialIntelligence.actions.1.title',
      text: 'marketing.consult.artificialIntelligence.actions.1.text',
      icon: TrendingUp,
    },
    {
      title: 'marketing.consult.artificialIntelligence.actions.2.title',
      text: 'marketing.consult.artificialIntelligence.actions.2.text',
      icon: ShieldCheck,
    },
    {
      title: 'marketing.consult.artificialIntelligence.actions.3.title',
      text: 'marketing.consult.artificialIntelligence.actions.3.text',
      icon: UserCheck,
    },
    {
      title: 'marketing.consult.artificialIntelligence.actions.4.title',
      text: 'marketing.consult.artificialIntelligence.actions.4.text',
      icon: Minimize2,
    },
    {
      title: 'marketing.consult.artificialIntelligence.actions.5.title',
      text: 'marketing.consult.artificialIntelligence.actions.5.text',
      icon: ChartLine,
    },
  ],
  ctaText: 'marketing.consult.artificialIntelligence.ctaText',
};
