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
  title: 'marketing.consult.changeManagement.title',
  lead: 'marketing.consult.changeManagement.lead',
  icon: RefreshCw,
  pillarsHeading: 'marketing.consult.changeManagement.pillarsHeading',
  pillarsIntro: 'marketing.consult.changeManagement.pillarsIntro',
  pillars: [
    {
      title: 'marketing.consult.changeManagement.pillars.1.title',
      text: 'marketing.consult.changeManagement.pillars.1.text',
      icon: Users,
    },
    {
      title: 'marketing.consult.changeManagement.pillars.2.title',
      text: 'marketing.consult.changeManagement.pillars.2.text',
      icon: Workflow,
    },
    {
      title: 'marketing.consult.changeManagement.pillars.3.title',
      text: 'marketing.consult.changeManagement.pillars.3.text',
      icon: Rocket,
    },
  ],
  actionsHeading: 'marketing.consult.changeManagement.actionsHeading',
  actionsIntro: 'marketing.consult.changeManagement.actionsIntro',
  actions: [
    {
      title: 'marketing.consult.changeManagement.actions.1.title',
      text: 'marketing.consult.changeManagement.actions.1.text',
      icon: Target,
    },
    {
      title: 'marketing.consult.changeManagement.actions.2.title',
      text: 'marketing.consult.changeManagement.actions.2.text',
      icon: Compass,
    },
    {
      title: 'marketing.consult.changeManagement.actions.3.title',
      text: 'marketing.consult.changeManagement.actions.3.text',
      icon: Network,
    },
    {
      title: 'marketing.consult.changeManagement.actions.4.title',
      text: 'marketing.consult.changeManagement.actions.4.text',
      icon: MessagesSquare,
    },
    {
      title: 'marketing.consult.changeManagement.actions.5.title',
      text: 'marketing.consult.changeManagement.actions.5.text',
      icon: Repeat,
    },
  ],
  clients: CHANGE_MANAGEMENT_CLIENTS,
  ctaText: 'marketing.consult.changeManagement.ctaText',
};
