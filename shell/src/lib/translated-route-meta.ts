import type { Locale } from '@club/contract/locales';
import { REMOTE_NAMES, type RuntimeConfig } from '@club/platform/config/runtime-config';
import {
  routeMetaUrl,
  type PageMeta,
  type TranslatedMetaLocale,
  type TranslatedPageMeta,
} from '@club/platform/routes/route-manifest-format';
import { learnTranslatedMeta } from './route-meta';

const ROUTE_META_TIMEOUT_MS = 4_000;

/** The shell's own pages' titles and descriptions, one small chunk per language. */
const SHELL_META: Record<TranslatedMetaLocale, () => Promise<{ default: unknown }>> = {
  hi: () => import('@/routes/meta/hi.json'),
  gu: () => import('@/routes/meta/gu.json'),
};

const isPageMeta = (value: unknown): value is PageMeta =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageMeta).title === 'string' &&
  (value as PageMeta).title !== '' &&
  typeof (value as PageMeta).description === 'string';

/**
 * The entries of a fetched file that are a title and a description; anything else (a
 * remote's broken file) is left out, and those pages keep their English meta.
 */
export function usableTranslatedMeta(value: unknown): TranslatedPageMeta {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, meta]) => isPageMeta(meta)));
}

async function fetchRemoteMeta(
  federationManifestUrl: string,
  locale: TranslatedMetaLocale,
): Promise<TranslatedPageMeta> {
  const response = await fetch(routeMetaUrl(federationManifestUrl, locale), {
    cache: 'no-cache',
    signal: AbortSignal.timeout(ROUTE_META_TIMEOUT_MS),
  });
  return response.ok ? usableTranslatedMeta(await response.json()) : {};
}

/**
 * On a page in Hindi or Gujarati: fetches every app's pages' titles and descriptions in
 * that language once `after` (the first paint) has passed, and uses each as it arrives.
 * A remote whose file cannot be had leaves its pages' English titles.
 */
export async function loadTranslatedRouteMeta(
  remotes: RuntimeConfig['remotes'],
  locale: Locale,
  { after }: { after?: Promise<unknown> } = {},
): Promise<void> {
  if (locale === 'en') return;
  await after;
  const loads: Promise<TranslatedPageMeta>[] = [
    SHELL_META[locale]().then((module) => usableTranslatedMeta(module.default)),
    ...REMOTE_NAMES.map((remote) => fetchRemoteMeta(remotes[remote], locale)),
  ];
  await Promise.all(
    loads.map((load) =>
      load.then(learnTranslatedMeta, (error: unknown) => {
        console.warn('Page titles in this language could not be loaded', error);
      }),
    ),
  );
}
