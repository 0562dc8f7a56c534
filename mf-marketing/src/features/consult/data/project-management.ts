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
  title: 'Project Management',
  lead: 'Set up in India with confidence: one accountable team from the first approval to the first shipment.',
  icon: ClipboardCheck,
  pillarsHeading: 'Three ways to set up in India',
  pillarsIntro:
    'Whether you are testing the Indian market or building a factory, we plan the project, run the approvals and coordinate every contractor until you are operating.',
  pillars: [
    {
      title: 'Wholly Owned Entity',
      text: 'We help overseas companies incorporate a wholly owned subsidiary under the Companies Act, 2013: name approval, directors and bank accounts, FDI reporting, GST and the registrations a new company needs to trade.',
      icon: Building2,
    },
    {
      title: 'Liaison Office',
      text: 'Test the market before you invest. We prepare the application for a liaison office through an authorised dealer bank under RBI rules, find the premises and keep the office compliant with its annual filings.',
      icon: Landmark,
    },
    {
      title: 'In-house Manufacturing Facility',
      text: 'From site selection in a GIDC or private industrial park to factory licences, environmental consents, construction and machine commissioning, we manage the build so that production starts on schedule.',
      icon: Factory,
    },
  ],
  actionsHeading: 'Our approach in five actions',
  actionsIntro:
    'Every set-up project follows the same disciplined path, with one project manager as your single point of contact.',
  actions: [
    {
      title: 'Align',
      text: 'Agree the scope, budget, timeline and the structure that suits your plans for India.',
      icon: Target,
    },
    {
      title: 'Prepare',
      text: 'Draw up the project plan, the documents and the approvals checklist, and shortlist locations and partners.',
      icon: ListChecks,
    },
    {
      title: 'Confirm',
      text: 'Verify every approval, contract and vendor quotation before money is committed.',
      icon: BadgeCheck,
    },
    {
      title: 'Handhold',
      text: 'Stay beside your team through execution, with weekly progress reports and on-site reviews.',
      icon: Handshake,
    },
    {
      title: 'Maximize',
      text: 'After go-live, tune costs, capacity and compliance so that the new set-up pays back quickly.',
      icon: TrendingUp,
    },
  ],
  clients: PROJECT_MANAGEMENT_CLIENTS,
  ctaText:
    'Planning an entity, an office or a plant in India? Share your timeline and we will outline the route.',
};
