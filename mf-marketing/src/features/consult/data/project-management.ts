import {
  BadgeCheck,
  Building2,
  ClipboardCheck,
  Factory,
  Handshake,
  Landmark,
  ListChecks,
  Target,
  TrendingUp,
} from 'lucide-react';
import { PROJECT_MANAGEMENT_CLIENTS } from './client-companies';
import type { FrameworkService } from './service-types';

export const PROJECT_MANAGEMENT: FrameworkService = {
  kind: 'framework',
  slug: 'project-management',
  group: 'Consult',
  title: 'marketing.consult.projectManagement.title',
  lead: 'marketing.consult.projectManagement.lead',
  icon: ClipboardCheck,
  pillarsHeading: 'marketing.consult.projectManagement.pillarsHeading',
  pillarsIntro: 'marketing.consult.projectManagement.pillarsIntro',
  pillars: [
    {
      title: 'marketing.consult.projectManagement.pillars.1.title',
      text: 'marketing.consult.projectManagement.pillars.1.text',
      icon: Building2,
    },
    {
      title: 'marketing.consult.projectManagement.pillars.2.title',
      text: 'marketing.consult.projectManagement.pillars.2.text',
      icon: Landmark,
    },
    {
      title: 'marketing.consult.projectManagement.pillars.3.title',
      text: 'marketing.consult.projectManagement.pillars.3.text',
      icon: Factory,
    },
  ],
  actionsHeading: 'marketing.consult.projectManagement.actionsHeading',
  actionsIntro: 'marketing.consult.projectManagement.actionsIntro',
  actions: [
    {
      title: 'marketing.consult.projectManagement.actions.1.title',
      text: 'marketing.consult.projectManagement.actions.1.text',
      icon: Target,
    },
    {
      title: 'marketing.consult.projectManagement.actions.2.title',
      text: 'marketing.consult.projectManagement.actions.2.text',
      icon: ListChecks,
    },
    {
      title: 'marketing.consult.projectManagement.actions.3.title',
      text: 'marketing.consult.projectManagement.actions.3.text',
      icon: BadgeCheck,
    },
    {
      title: 'marketing.consult.projectManagement.actions.4.title',
      text: 'marketing.consult.projectManagement.actions.4.text',
      icon: Handshake,
    },
    {
      title: 'marketing.consult.projectManagement.actions.5.title',
      text: 'marketing.consult.projectManagement.actions.5.text',
      icon: TrendingUp,
    },
  ],
  clients: PROJECT_MANAGEMENT_CLIENTS,
  ctaText: 'marketing.consult.projectManagement.ctaText',
};
