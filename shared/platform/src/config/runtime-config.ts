/**
 * The shell's `/config.json`, fetched at run time so that one build serves
 * every environment. Moving a remote to a new URL or version changes this file
 * only. It is checked by hand, without the schema library, because the shell
 * reads it before its first paint.
 */
export const REMOTE_NAMES = [
  'marketing',
  'onboarding',
  'member_area',
  'news_admin',
  'events',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where My Compass sends members when config.json names no other place. */
export const DEFAULT_COMPASS_URL = 'https://compass.bizbridge.club';

export interface RuntimeConfig {
  /** The API's address; without it the page host decides (`resolveApiUrl`). */
  apiUrl?: string | undefined;
  /** My Compass, the external business-opportunity site members open in a new tab. */
  compassUrl: string;
  /** Each remote's federation manifest (`mf-manifest.json`). */
  remotes: Record<RemoteName, string>;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An absolute URL (with `protocols`, when given), else a RuntimeConfigError naming the field. */
function url(value: unknown, field: string, protocols?: readonly string[]): string {
  let parsed: URL | null = null;
  try {
    if (typeof value === 'string') parsed = new URL(value);
  } catch {
    parsed = null;
  }
  if (!parsed || (protocols && !protocols.includes(parsed.protocol))) {
    throw new RuntimeConfigError(`config.json: ${field} must be a URL`);
  }
  return value as string;
}

/**
 * config.json as the site uses it: `apiUrl` an optional URL, `compassUrl` an
 * http(s) URL (default `DEFAULT_COMPASS_URL`), and a URL for each of the five
 * remotes. Throws a RuntimeConfigError naming the first wrong field.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new RuntimeConfigError('config.json must be an object');
  const { apiUrl, compassUrl, remotes } = raw;
  if (!isRecord(remotes)) throw new RuntimeConfigError('config.json: remotes is missing');
  return {
    ...(apiUrl === undefined ? {} : { apiUrl: url(apiUrl, 'apiUrl') }),
    compassUrl:
      compassUrl === undefined
        ? DEFAULT_COMPASS_URL
        : url(compassUrl, 'compassUrl', ['http:', 'https:']),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, url(remotes[name], `remotes.${name}`)]),
    ) as Record<RemoteName, string>,
  };
}

/**
 * `parseRuntimeConfig` in the shape of a schema (`parse`, `safeParse`), for
 * the code that validated config.json with the schema library before.
 */
export const runtimeConfigSchema = {
  parse: parseRuntimeConfig,
  safeParse(
    raw: unknown,
  ): { success: true; data: RuntimeConfig } | { success: false; error: RuntimeConfigError } {
    try {
      return { success: true, data: parseRuntimeConfig(raw) };
    } catch (error) {
      if (error instanceof RuntimeConfigError) return { success: false, error };
      throw error;
    }
  },
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const LOCAL_API_URL = 'http://localhost:4000';

/**
 * The API address: the one config.json names, else chosen by the page host:
 * a local address on localhost, `api.<site host>` elsewhere.
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
