import {
  Compass,
  MessagesSquare,
  Network,
  RefreshCw,
  Repeat,
  Rocket,
  Target,
  Users,
  Workflow,
} from 'lucide-react';
import { CHANGE_MANAGEMENT_CLIENTS } from './client-companies';
import type { FrameworkService } from './service-types';

export const CHANGE_MANAGEMENT: FrameworkService = {
  kind: 'framework',
  slug: 'change-management',
  group: 'Consult',
  title: 'Change Management',
  lead: 'Guide your people, processes and culture through change, so that growth sticks instead of stalling.',
  icon: RefreshCw,
  pillarsHeading: 'Three pillars of lasting change',
  pillarsIntro:
    'Most change programmes fail on people, not plans. We work on culture, operations and growth together, so that each one supports the others.',
  pillars: [
    {
      title: 'Realign Culture',
      text: 'We bring values, behaviours and incentives in line with where the business is heading, so that teams own the change instead of resisting it. Founders and the next generation agree on how decisions are made.',
      icon: Users,
    },
    {
      title: 'Unify Operations',
      text: 'We connect departments, plants and branches around shared processes, common measures and one reporting rhythm, so that the shop floor, sales and accounts finally work from the same numbers.',
      icon: Workflow,
    },
    {
      title: 'Accelerate Growth',
      text: 'With culture and operations pulling in the same direction, we help you enter new markets, launch products and take on larger orders faster, without the growing pains that usually follow.',
      icon: Rocket,
    },
  ],
  actionsHeading: 'Our approach in five actions',
  actionsIntro:
    'A clear sequence that takes an organisation from intent to new habits, usually over six to twelve months.',
  actions: [
    {
      title: 'Align',
      text: 'Agree on the case for change, the goals and the measures of success with promoters and the leadership team.',
      icon: Target,
    },
    {
      title: 'Adapt',
      text: 'Tailor structures, roles and processes to the new direction, starting where the impact is greatest.',
      icon: Compass,
    },
    {
      title: 'Coordinate',
      text: 'Sequence the initiatives across functions and sites so that people are never pulled in opposite directions.',
      icon: Network,
    },
    {
      title: 'Communicate',
      text: 'Keep every level informed through town halls, floor briefings and regular updates, in the languages your teams speak.',
      icon: MessagesSquare,
    },
    {
      title: 'Sustain',
      text: 'Embed the new habits with training, reviews and KPIs, so that the change lasts long after the programme ends.',
      icon: Repeat,
    },
  ],
  clients: CHANGE_MANAGEMENT_CLIENTS,
  ctaText:
    'Tell us what is changing in your business. A consultant will call you to talk it through, with no obligation.',
};
