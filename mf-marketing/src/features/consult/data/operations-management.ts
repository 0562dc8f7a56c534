import {
  Activity,
  Boxes,
  Cog,
  Gauge,
  Hammer,
  ScanSearch,
  Scale,
  Settings2,
  UserCheck,
} from 'lucide-react';
import { OPERATIONS_MANAGEMENT_CLIENTS } from './client-companies';
import type { FrameworkService } from './service-types';

export const OPERATIONS_MANAGEMENT: FrameworkService = {
  kind: 'framework',
  slug: 'operations-management',
  group: 'Consult',
  title: 'Operations Management',
  lead: 'More output from the same plant: productive people, well-managed materials and machines that keep running.',
  icon: Settings2,
  pillarsHeading: 'The three Ms of a productive plant',
  pillarsIntro:
    'Margins are made on the shop floor. We look at your people, your materials and your machines together, because a gain in one is easily lost in another.',
  pillars: [
    {
      title: 'Measure the Men',
      text: 'We set fair output standards, skill matrices and shift-wise targets, so that every operator knows what good looks like and supervisors can coach rather than chase.',
      icon: UserCheck,
    },
    {
      title: 'Manage the Materials',
      text: 'We cut waiting, excess stock and scrap with simple planning, kanban and stores discipline, freeing working capital that is locked in raw material and work in progress.',
      icon: Boxes,
    },
    {
      title: 'Maximize the Machines',
      text: 'We raise overall equipment effectiveness with preventive maintenance, quicker changeovers and daily loss tracking, so that existing capacity goes further before you buy more.',
      icon: Cog,
    },
  ],
  actionsHeading: 'Our approach in five actions',
  actionsIntro:
    'Practical steps that your own team learns to run, so that the improvement continues after our engagement.',
  actions: [
    {
      title: 'Build',
      text: 'Build a baseline of output, quality, cost and delivery from your own records and a walk through the floor.',
      icon: Hammer,
    },
    {
      title: 'Identify',
      text: 'Identify the few bottlenecks and losses that cost the most, and agree the targets to remove them.',
      icon: ScanSearch,
    },
    {
      title: 'Monitor',
      text: 'Monitor daily with simple boards and dashboards that supervisors update at every shift.',
      icon: Activity,
    },
    {
      title: 'Comply',
      text: 'Comply with factory, labour and safety law and with customer audits such as ISO 9001, as a habit rather than a scramble.',
      icon: Scale,
    },
    {
      title: 'Manage',
      text: 'Manage performance through monthly reviews that link targets, incentives and the next improvement.',
      icon: Gauge,
    },
  ],
  clients: OPERATIONS_MANAGEMENT_CLIENTS,
  ctaText:
    'Tell us about your plant and the result you need. We will suggest where to start, free of charge.',
};
