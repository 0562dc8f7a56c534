import { Binoculars, ChartPie, Radar, Route, Search, Tags, Users } from 'lucide-react';
import type { DescriptiveService } from './service-types';

export const MARKET_RESEARCH: DescriptiveService = {
  kind: 'descriptive',
  slug: 'market-research',
  group: 'CoServe',
  title: 'Market Research',
  lead: 'Decide with facts: know your market, your buyers and your competitors before you invest.',
  icon: Search,
  overviewHeading: 'Research that answers business questions',
  overview: [
    'Before you launch a product, enter a new state or sign an export order, you need to know how big the opportunity is, who already serves it and what buyers will pay. Our market research team answers those questions with desk research, trade data and conversations with real buyers, distributors and industry experts.',
    'Because BizBridge Club brings producers and providers together, we reach people who rarely answer surveys: purchase managers, plant heads and channel partners across India. You receive a clear report with the numbers, what they mean, and the decision we would take in your place.',
  ],
  cardsHeading: 'We Help to...',
  cardsIntro: 'Six questions our research answers for members.',
  cards: [
    {
      title: 'Size the Market',
      text: 'Estimate demand, market size and growth for your product, state by state in India or country by country for exports.',
      icon: ChartPie,
    },
    {
      title: 'Understand Buyers',
      text: 'Learn how buyers choose suppliers, what they pay for, and what would make them switch to you.',
      icon: Users,
    },
    {
      title: 'Map Competitors',
      text: 'Profile the competitors who matter: their products, prices, channels, strengths and weak spots.',
      icon: Binoculars,
    },
    {
      title: 'Test Prices',
      text: 'Find the price points and payment terms the market will accept before you commit to a price list.',
      icon: Tags,
    },
    {
      title: 'Choose Channels',
      text: 'Compare direct sales, distributors, e-commerce and government buying through the GeM portal for your product.',
      icon: Route,
    },
    {
      title: 'Track Trends and Rules',
      text: 'Follow trade data, standards, policy changes and incentives such as the PLI schemes that affect your market.',
      icon: Radar,
    },
  ],
  ctaText: 'Tell us the decision you are facing, and we will propose the research that settles it.',
};
