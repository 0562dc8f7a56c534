import { Factory, Scissors, ShieldCheck, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { MessageId } from './i18n';

export interface ClubCustomer {
  id: string;
  name: string;
  industry: MessageId;
  /** "USA · " with the city and state. */
  location: MessageId;
  summary: MessageId;
  icon: LucideIcon;
}

/** Our Customers: four US companies served through the club (spec 000 'Home page'). */
export const CLUB_CUSTOMERS: readonly ClubCustomer[] = [
  {
    id: 'lone-star-salon-supply',
    name: 'Lone Star Salon Supply',
    industry: 'marketing.home.customers.salon.industry',
    location: 'marketing.home.customers.salon.location',
    summary: 'marketing.home.customers.salon.summary',
    icon: Scissors,
  },
  {
    id: 'harbor-and-main-goods',
    name: 'Harbor & Main Goods',
    industry: 'marketing.home.customers.harbor.industry',
    location: 'marketing.home.customers.harbor.location',
    summary: 'marketing.home.customers.harbor.summary',
    icon: ShoppingBag,
  },
  {
    id: 'gulf-coast-process-solutions',
    name: 'Gulf Coast Process Solutions',
    industry: 'marketing.home.customers.gulf.industry',
    location: 'marketing.home.customers.gulf.location',
    summary: 'marketing.home.customers.gulf.summary',
    icon: Factory,
  },
  {
    id: 'clearpath-insurtech',
    name: 'ClearPath Insurtech',
    industry: 'marketing.home.customers.clearpath.industry',
    location: 'marketing.home.customers.clearpath.location',
    summary: 'marketing.home.customers.clearpath.summary',
    icon: ShieldCheck,
  },
];
