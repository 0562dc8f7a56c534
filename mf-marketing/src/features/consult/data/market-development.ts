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
  title: 'Market Development',
  lead: 'Find new buyers, distributors and partners in India and abroad, and turn first meetings into repeat business.',
  icon: Globe,
  pillarsHeading: 'Three goals of market development',
  pillarsIntro:
    'We open doors through the club network and stay with you until a new market is producing steady orders.',
  pillars: [
    {
      title: 'Build Relationships',
      text: 'We introduce you to buyers, distributors and channel partners who have been checked by the club, and prepare you for every meeting so that trust builds from the first call.',
      icon: Users,
    },
    {
      title: 'Increase Revenue',
      text: 'We help you price, package and position your products for each new segment, and add customers who bring repeat orders rather than one-off trials.',
      icon: TrendingUp,
    },
    {
      title: 'Grow Worldwide',
      text: 'From the Gulf to the United States and Europe, we help you pick the right export markets, meet their standards and find representation on the ground.',
      icon: Globe,
    },
  ],
  actionsHeading: 'Our approach in five actions',
  actionsIntro: 'How we take a product from one market to the next.',
  actions: [
    {
      title: 'Innovate',
      text: 'Adapt the offer, the pack sizes and the pitch to what buyers in the new market value.',
      icon: Lightbulb,
    },
    {
      title: 'Collaborate',
      text: 'Team up with fellow members, distributors and service providers who already serve that market.',
      icon: UsersRound,
    },
    {
      title: 'Cultivate',
      text: 'Nurture leads with samples, visits and follow-ups until they are ready to place an order.',
      icon: Sprout,
    },
    {
      title: 'Negotiate',
      text: 'Agree prices, payment terms and Incoterms that protect your margin and your cash flow.',
      icon: Scale,
    },
    {
      title: 'Execute',
      text: 'Deliver the first orders flawlessly, then scale up with the buyer through reviews and repeat business.',
      icon: Rocket,
    },
  ],
  ctaText:
    'Which market do you want to enter next? Tell us, and we will map the buyers and partners to meet first.',
};
