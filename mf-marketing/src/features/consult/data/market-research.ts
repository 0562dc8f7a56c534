import { Binoculars, ChartPie, Radar, Route, Search, Tags, Users } from 'lucide-react';
import type { DescriptiveService } from './service-types';

export const MARKET_RESEARCH: DescriptiveService = {
  kind: 'descriptive',
  slug: 'market-research',
  group: 'CoServe',
  title: 'marketing.consult.marketResearch.title',
  lead: 'marketing.consult.marketResearch.lead',
  icon: Search,
  overviewHeading: 'marketing.consult.marketResearch.overviewHeading',
  overview: [
    'marketing.consult.marketResearch.overview.1',
    'marketing.consult.marketResearch.overview.2',
  ],
  cardsHeading: 'marketing.consult.marketResearch.cardsHeading',
  cardsIntro: 'marketing.consult.marketResearch.cardsIntro',
  cards: [
    {
      title: 'marketing.consult.marketResearch.cards.1.title',
      text: 'marketing.consult.marketResearch.cards.1.text',
      icon: ChartPie,
    },
    {
      title: 'marketing.consult.marketResearch.cards.2.title',
      text: 'marketing.consult.marketResearch.cards.2.text',
      icon: Users,
    },
    {
      title: 'marketing.consult.marketResearch.cards.3.title',
      text: 'marketing.consult.marketResearch.cards.3.text',
      icon: Binoculars,
    },
    {
      title: 'marketing.consult.marketResearch.cards.4.title',
      text: 'marketing.consult.marketResearch.cards.4.text',
      icon: Tags,
    },
    {
      title: 'marketing.consult.marketResearch.cards.5.title',
      text: 'marketing.consult.marketResearch.cards.5.text',
      icon: Route,
    },
    {
      title: 'marketing.consult.marketResearch.cards.6.title',
      text: 'marketing.consult.marketResearch.cards.6.text',
      icon: Radar,
    },
  ],
  ctaText: 'marketing.consult.marketResearch.ctaText',
};
