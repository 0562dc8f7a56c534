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
  title: 'marketing.consult.operationsManagement.title',
  lead: 'marketing.consult.operationsManagement.lead',
  icon: Settings2,
  pillarsHeading: 'marketing.consult.operationsManagement.pillarsHeading',
  pillarsIntro: 'marketing.consult.operationsManagement.pillarsIntro',
  pillars: [
    {
      title: 'marketing.consult.operationsManagement.pillars.1.title',
      text: 'marketing.consult.operationsManagement.pillars.1.text',
      icon: UserCheck,
    },
    {
      title: 'marketing.consult.operationsManagement.pillars.2.title',
      text: 'marketing.consult.operationsManagement.pillars.2.text',
      icon: Boxes,
    },
    {
      title: 'marketing.consult.operationsManagement.pillars.3.title',
      text: 'marketing.consult.operationsManagement.pillars.3.text',
      icon: Cog,
    },
  ],
  actionsHeading: 'marketing.consult.operationsManagement.actionsHeading',
  actionsIntro: 'marketing.consult.operationsManagement.actionsIntro',
  actions: [
    {
      title: 'marketing.consult.operationsManagement.actions.1.title',
      text: 'marketing.consult.operationsManagement.actions.1.text',
      icon: Hammer,
    },
    {
      title: 'marketing.consult.operationsManagement.actions.2.title',
      text: 'marketing.consult.operationsManagement.actions.2.text',
      icon: ScanSearch,
    },
    {
      title: 'marketing.consult.operationsManagement.actions.3.title',
      text: 'marketing.consult.operationsManagement.actions.3.text',
      icon: Activity,
    },
    {
      title: 'marketing.consult.operationsManagement.actions.4.title',
      text: 'marketing.consult.operationsManagement.actions.4.text',
      icon: Scale,
    },
    {
      title: 'marketing.consult.operationsManagement.actions.5.title',
      text: 'marketing.consult.operationsManagement.actions.5.text',
      icon: Gauge,
    },
  ],
  clients: OPERATIONS_MANAGEMENT_CLIENTS,
  ctaText: 'marketing.consult.operationsManagement.ctaText',
};
