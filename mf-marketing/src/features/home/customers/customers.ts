import { Factory, Scissors, ShieldCheck, ShoppingBag, type LucideIcon } from 'lucide-react';

export interface ClubCustomer {
  id: string;
  name: string;
  industry: string;
  /** City and state in the USA. */
  city: string;
  summary: string;
  icon: LucideIcon;
}

/** Our Customers: four US companies served through the club (spec 000 'Home page'). */
export const CLUB_CUSTOMERS: readonly ClubCustomer[] = [
  {
    id: 'lone-star-salon-supply',
    name: 'Lone Star Salon Supply',
    industry: 'Salon equipment',
    city: 'Dallas, TX',
    summary:
      'Sources hydraulic styling chairs, shampoo units and steel trolleys from member plants in Rajkot and Delhi NCR.',
    icon: Scissors,
  },
  {
    id: 'harbor-and-main-goods',
    name: 'Harbor & Main Goods',
    industry: 'Consumer products supplier',
    city: 'Newark, NJ',
    summary:
      'Fills big-box retail orders for kitchenware, home textiles and gift sets with private-label makers across India.',
    icon: ShoppingBag,
  },
  {
    id: 'gulf-coast-process-solutions',
    name: 'Gulf Coast Process Solutions',
    industry: 'Industrial solutions and chemicals',
    city: 'Houston, TX',
    summary:
      'Buys specialty chemicals, valves and pump spares from audited Gujarat producers, with the club handling compliance.',
    icon: Factory,
  },
  {
    id: 'clearpath-insurtech',
    name: 'ClearPath Insurtech',
    industry: 'Insurtech',
    city: 'Hartford, CT',
    summary:
      'Built its claims-analytics centre in Vadodara with IT, HR and facility partners found through the club.',
    icon: ShieldCheck,
  },
];
