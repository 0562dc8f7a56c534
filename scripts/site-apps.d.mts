/** Types of site-apps.mjs, for the TypeScript files that read it (each app's rsbuild.config.ts). */

export interface SiteApp {
  /** The app's federation name: shell, marketing, onboarding, member_area, news_admin, events. */
  name: string;
  root: string;
  port: number;
  spa?: boolean;
}

export const PORT_BASE: number;
export const API_PORT: number;
export const SITE_APPS: SiteApp[];
export const SITE_ORIGIN: string;
export function sitePort(name: string): number;
export function localConfig(): { apiUrl: string; remotes: Record<string, string> };
