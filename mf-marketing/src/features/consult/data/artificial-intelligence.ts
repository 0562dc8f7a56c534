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
  title: 'Artificial Intelligence',
  lead: 'Practical AI for growing businesses: sharper decisions, smarter tools and less manual work, at a cost that makes sense.',
  icon: BrainCircuit,
  pillarsHeading: 'Three ways AI pays for itself',
  pillarsIntro:
    'We start from a business problem, not a technology, and use AI only where it beats the simpler alternative.',
  pillars: [
    {
      title: 'Accuracy',
      text: 'Cleaner data and models that learn from it: fewer errors in invoices, quality checks and demand forecasts, and decisions based on evidence rather than hunches.',
      icon: Crosshair,
    },
    {
      title: 'Algorithms',
      text: 'We choose and tune the right methods for your data, from simple forecasting and pricing models to language models that read documents and answer questions.',
      icon: Sparkles,
    },
    {
      title: 'Automation',
      text: 'We connect AI to your ERP, accounts and WhatsApp channels, so that repetitive tasks such as data entry, follow-ups and reports run on their own.',
      icon: Zap,
    },
  ],
  actionsHeading: 'Our approach in five actions',
  actionsIntro: 'What AI does for your business, step by step.',
  actions: [
    {
      title: 'Improve',
      text: 'Improve everyday decisions with dashboards and predictions that your managers can trust.',
      icon: TrendingUp,
    },
    {
      title: 'Ensure',
      text: 'Ensure data privacy, security and human review, in line with Indian data protection law.',
      icon: ShieldCheck,
    },
    {
      title: 'Personalize',
      text: 'Personalize offers, catalogues and service for each customer segment you sell to.',
      icon: UserCheck,
    },
    {
      title: 'Minimize',
      text: 'Minimize waste, rework and manual effort across the plant and the back office.',
      icon: Minimize2,
    },
    {
      title: 'Forecast',
      text: 'Forecast demand, cash flow and maintenance needs weeks ahead, so that you plan instead of react.',
      icon: ChartLine,
    },
  ],
  ctaText:
    'Not sure where AI fits? Describe one problem that costs you time or money, and we will tell you honestly whether AI can help.',
};
