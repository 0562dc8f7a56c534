import { Compass, Handshake, Landmark, Layers, type LucideIcon } from 'lucide-react';
import { paths } from '@club/contract/site-pages';

export interface PillarLink {
  label: string;
  to: string;
}

export interface CollaboratePillar {
  key: 'connect' | 'consult' | 'coserve' | 'capital';
  title: string;
  icon: LucideIcon;
  summary: string;
  links: readonly PillarLink[];
}

/** The four ways to work with the club, with the pages of each (spec 000 section 2). */
export const COLLABORATE_PILLARS: readonly CollaboratePillar[] = [
  {
    key: 'connect',
    title: 'Connect',
    icon: Handshake,
    summary:
      'Join a vetted circle where manufacturers and service providers meet, build trust and trade with each other.',
    links: [
      { label: 'Be a member', to: paths.membership() },
      { label: 'Producers', to: paths.producers() },
      { label: 'Providers', to: paths.providers() },
    ],
  },
  {
    key: 'consult',
    title: 'Consult',
    icon: Compass,
    summary:
      'Seasoned advisors who steer culture change, deliver new plants and offices, and tighten daily operations.',
    links: [
      { label: 'Change Management', to: paths.consult('change-management') },
      { label: 'Project Management', to: paths.consult('project-management') },
      { label: 'Operations Management', to: paths.consult('operations-management') },
    ],
  },
  {
    key: 'coserve',
    title: 'CoServe',
    icon: Layers,
    summary:
      'Shared services that research a market, put you in front of its buyers and grow your share of it.',
    links: [
      { label: 'Market Research', to: paths.coserve('market-research') },
      { label: 'Market Exposition', to: paths.coserve('market-exposition') },
      { label: 'Market Development', to: paths.coserve('market-development') },
    ],
  },
  {
    key: 'capital',
    title: 'Capital',
    icon: Landmark,
    summary:
      'Matchmaking between entrepreneurs with a sound plan and investors looking for India’s next growth story.',
    links: [{ label: 'Meet investors', to: paths.capital() }],
  },
];
