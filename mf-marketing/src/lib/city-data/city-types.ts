import type { CitySlug } from '@/routes/route-manifest';
import type { LucideIcon } from 'lucide-react';

export interface CityPoint {
  title: string;
  text: string;
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
  tagline: string;
  /** The welcome text, two short paragraphs. */
  welcome: readonly [string, string];
  highlights: readonly [CityPoint, CityPoint, CityPoint, CityPoint];
  industries: readonly [CityPoint, CityPoint, CityPoint];
}
