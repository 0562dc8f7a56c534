import * as z from 'zod/mini';

/**
 * The shell's `/config.json`, fetched at run time so that one build serves
 * every environment. Moving a remote to a new URL or version changes this file
 * only.
 */
export const REMOTE_NAMES = ['marketing', 'onboarding', 'member_area', 'news_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where My Compass sends members when config.json names no other place. */
export const DEFAULT_COMPASS_URL = 'https://compass.bizbridge.club';

export const runtimeConfigSchema = z.object({
  apiUrl: z.optional(z.url()),
  /** My Compass, the external business-opportunity site members open in a new tab. */
  compassUrl: z._default(z.url({ protocol: /^https?$/ }), DEFAULT_COMPASS_URL),
  remotes: z.object({
    marketing: z.url(),
    onboarding: z.url(),
    member_area: z.url(),
    news_admin: z.url(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const LOCAL_API_URL = 'http://localhost:4000';

/**
 * The API address: the one config.json names, else chosen by the page host
 * (spec 000 section 7): a local address on localhost, `api.<site host>` elsewhere.
 */
export function resolveApiUrl(
  config: Pick<RuntimeConfig, 'apiUrl'> | null,
  location: Pick<Location, 'hostname' | 'protocol'>,
): string {
  if (config?.apiUrl) return config.apiUrl.replace(/\/+$/, '');
  if (LOCAL_HOSTS.has(location.hostname)) return LOCAL_API_URL;
  const siteHost = location.hostname.replace(/^www\./, '');
  return `${location.protocol}//api.${siteHost}`;
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig | null {
  return current;
}

export function getApiUrl(): string {
  return resolveApiUrl(current, window.location);
}
