import { CalendarCheck, Handshake, IdCard, PenTool, Presentation, Send, Store } from 'lucide-react';
import type { DescriptiveService } from './service-types';

export const MARKET_EXPOSITION: DescriptiveService = {
  kind: 'descriptive',
  slug: 'market-exposition',
  group: 'CoServe',
  title: 'Market Exposition',
  lead: 'Make every trade fair count: the right shows, a stand that stands out, and leads that turn into orders.',
  icon: Store,
  overviewHeading: 'Exhibitions that pay for themselves',
  overview: [
    'Trade fairs remain one of the fastest ways for an Indian manufacturer to meet serious buyers, from domestic shows in Delhi, Mumbai and Gandhinagar to international exhibitions in Dubai, Frankfurt and Las Vegas. They are also expensive, and too many stalls come home with a stack of visiting cards and no orders.',
    'Our market exposition service plans your participation from start to finish. We help you pick the shows your buyers really attend, design a stand and materials that explain your offer in seconds, set up meetings before the doors open and follow up every lead afterwards. Members exhibiting at the same show can share a club pavilion to cut costs.',
  ],
  cardsHeading: 'We Assist to...',
  cardsIntro: 'Support before, during and after every show.',
  cards: [
    {
      title: 'Select the Right Shows',
      text: 'Shortlist the domestic and international fairs where your buyers actually go, with a budget for each.',
      icon: CalendarCheck,
    },
    {
      title: 'Design Your Stand',
      text: 'Plan a stand, product display and signage that explain what you make within seconds.',
      icon: PenTool,
    },
    {
      title: 'Prepare Sales Material',
      text: 'Create catalogues, price lists, videos and samples that buyers can take back to their teams.',
      icon: Presentation,
    },
    {
      title: 'Book Buyer Meetings',
      text: 'Reach importers, distributors and purchase heads before the show and fill your calendar.',
      icon: Handshake,
    },
    {
      title: 'Follow Up Every Lead',
      text: 'Qualify each enquiry after the show and follow up until it becomes a quotation, then an order.',
      icon: Send,
    },
    {
      title: 'Represent You',
      text: 'Have our team present your products at the shows you cannot attend in person.',
      icon: IdCard,
    },
  ],
  ctaText: 'Planning your next exhibition? Tell us the show and the buyers you want to meet.',
};
