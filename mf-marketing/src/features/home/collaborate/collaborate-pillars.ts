import { Compass, Handshake, Landmark, Layers, type LucideIcon } from 'lucide-react';
import { paths } from '@club/contract/site-pages';
import type { MessageId } from './i18n';

export interface PillarLink {
  label: MessageId;
  to: string;
}

export interface CollaboratePillar {
  key: 'connect' | 'consult' | 'coserve' | 'capital';
  title: MessageId;
  icon: LucideIcon;
  summary: MessageId;
  links: readonly PillarLink[];
}

/** The four ways to work with the club, with the pages of each (spec 000 section 2). */
export const COLLABORATE_PILLARS: readonly CollaboratePillar[] = [
  {
    key: 'connect',
    title: 'marketing.home.collaborate.connect.title',
    icon: Handshake,
    summary: 'marketing.home.collaborate.connect.summary',
    links: [
      { label: 'marketing.home.collaborate.connect.member', to: paths.membership() },
      { label: 'marketing.home.collaborate.connect.producers', to: paths.producers() },
      { label: 'marketing.home.collaborate.connect.providers', to: paths.providers() },
    ],
  },
  {
    key: 'consult',
    title: 'marketing.home.collaborate.consult.title',
    icon: Compass,
    summary: 'marketing.home.collaborate.consult.summary',
    links: [
      {
        label: 'marketing.home.collaborate.consult.change',
        to: paths.consult('change-management'),
      },
      {
        label: 'marketing.home.collaborate.consult.project',
        to: paths.consult('project-management'),
      },
      {
        label: 'marketing.home.collaborate.consult.operations',
        to: paths.consult('operations-management'),
      },
    ],
  },
  {
    key: 'coserve',
    title: 'marketing.home.collaborate.coserve.title',
    icon: Layers,
    summary: 'marketing.home.collaborate.coserve.summary',
    links: [
      {
        label: 'marketing.home.collaborate.coserve.research',
        to: paths.coserve('market-research'),
      },
      {
        label: 'marketing.home.collaborate.coserve.exposition',
        to: paths.coserve('market-exposition'),
      },
      {
        label: 'marketing.home.collaborate.coserve.development',
        to: paths.coserve('market-development'),
      },
    ],
  },
  {
    key: 'capital',
    title: 'marketing.home.collaborate.capital.title',
    icon: Landmark,
    summary: 'marketing.home.collaborate.capital.summary',
    links: [{ label: 'marketing.home.collaborate.capital.investors', to: paths.capital() }],
  },
];
