import { CalendarCheck, Handshake, IdCard, PenTool, Presentation, Send, Store } from 'lucide-react';
import type { DescriptiveService } from './service-types';

export const MARKET_EXPOSITION: DescriptiveService = {
  kind: 'descriptive',
  slug: 'market-exposition',
  group: 'CoServe',
  title: 'marketing.consult.marketExposition.title',
  lead: 'marketing.consult.marketExposition.lead',
  icon: Store,
  overviewHeading: 'marketing.consult.marketExposition.overviewHeading',
  overview: [
    'marketing.consult.marketExposition.overview.1',
    'marketing.consult.marketExposition.overview.2',
  ],
  cardsHeading: 'marketing.consult.marketExposition.cardsHeading',
  cardsIntro: 'marketing.consult.marketExposition.cardsIntro',
  cards: [
    {
      title: 'marketing.consult.marketExposition.cards.1.title',
      text: 'marketing.consult.marketExposition.cards.1.text',
      icon: CalendarCheck,
    },
    {
      title: 'marketing.consult.marketExposition.cards.2.title',
      text: 'marketing.consult.marketExposition.cards.2.text',
      icon: PenTool,
    },
    {
      title: 'marketing.consult.marketExposition.cards.3.title',
      text: 'marketing.consult.marketExposition.cards.3.text',
      icon: Presentation,
    },
    {
      title: 'marketing.consult.marketExposition.cards.4.title',
      text: 'marketing.consult.marketExposition.cards.4.text',
      icon: Handshake,
    },
    {
      title: 'marketing.consult.marketExposition.cards.5.title',
      text: 'marketing.consult.marketExposition.cards.5.text',
      icon: Send,
    },
    {
      title: 'marketing.consult.marketExposition.cards.6.title',
      text: 'marketing.consult.marketExposition.cards.6.text',
      icon: IdCard,
    },
  ],
  ctaText: 'marketing.consult.marketExposition.ctaText',
};
