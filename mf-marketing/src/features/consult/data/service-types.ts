import type { LucideIcon } from 'lucide-react';

import type { ServiceSlug } from '@/routes/route-manifest';
import type { MessageId } from '../i18n';

export type { ServiceSlug };

/** A titled point with a short explanation: a pillar, an action or a help card. */
export interface ServicePoint {
  title: MessageId;
  text: MessageId;
  icon: LucideIcon;
}

export type LogoShape = 'circle' | 'hexagon' | 'shield' | 'diamond' | 'rounded';

/** A client company shown in the logo row (fictional, see docs/product/site-wide.md). */
export interface ClientCompany {
  name: string;
  /** One or two letters drawn in the monogram. */
  monogram: string;
  /** What the company does, shown under its name in the logo. */
  sector: MessageId;
  shape: LogoShape;
  /** The logo's main colour (a hex value with enough contrast on white). */
  colour: string;
  /** The person named in the tooltip, e.g. "Rakesh Mehta". */
  contactName: string;
  /** Their designation, e.g. "Managing Director". */
  designation: MessageId;
}

interface ServiceBase {
  slug: ServiceSlug;
  /** The offering the service belongs to (banner eyebrow). */
  group: 'Consult' | 'CoServe';
  title: MessageId;
  /** The line under the banner title. */
  lead: MessageId;
  icon: LucideIcon;
  /** The text of the bottom call-to-action bar. */
  ctaText: MessageId;
}

/** A service presented as three pillars, five actions and (optionally) client logos. */
export interface FrameworkService extends ServiceBase {
  kind: 'framework';
  pillarsHeading: MessageId;
  pillarsIntro: MessageId;
  pillars: readonly [ServicePoint, ServicePoint, ServicePoint];
  actionsHeading: MessageId;
  actionsIntro: MessageId;
  actions: readonly [ServicePoint, ServicePoint, ServicePoint, ServicePoint, ServicePoint];
  /** Omitted when the service has no clients section. */
  clients?: readonly ClientCompany[];
}

/** A service presented as a static description and a set of "We Help to..." cards. */
export interface DescriptiveService extends ServiceBase {
  kind: 'descriptive';
  overviewHeading: MessageId;
  overview: readonly MessageId[];
  /** 'We Help to...' or 'We Assist to...' */
  cardsHeading: MessageId;
  cardsIntro: MessageId;
  cards: readonly ServicePoint[];
}

export type ServiceContent = FrameworkService | DescriptiveService;
