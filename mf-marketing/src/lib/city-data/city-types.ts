import type { CitySlug } from '@/routes/route-manifest';
import type { LucideIcon } from 'lucide-react';
import type { MessageId } from './i18n';

export interface CityPoint {
  title: MessageId;
  text: MessageId;
  icon: LucideIcon;
}

/** The content of one city page (spec 001 'Location and city pages'). */
export interface CityProfile {
  slug: CitySlug;
  name: string;
  state: string;
  /** e.g. "2.1M+". */
  population: string;
  /** One line under the banner title. */
  tagline: MessageId;
  /** The welcome text, two short paragraphs. */
  welcome: readonly [MessageId, MessageId];
  highlights: readonly [CityPoint, CityPoint, CityPoint, CityPoint];
  industries: readonly [CityPoint, CityPoint, CityPoint];
}
