import type { AppConfig } from '../config/app-config';

/**
 * A link to a page of the site, for e-mails: the first of `SITE_ORIGINS` is
 * where visitors find the site.
 */
export function siteLink(config: Pick<AppConfig, 'siteOrigins'>, path: string): string {
  const origin = config.siteOrigins[0] ?? 'http://localhost:3000';
  return `${origin}${path}`;
}
