import { currentLocale } from '@club/ui/i18n';
import { applyPageDescription, applyPageMeta } from '@club/platform/routes/page-meta';
import type {
  PageMeta,
  ResolvedRoute,
  TranslatedPageMeta,
} from '@club/platform/routes/route-manifest-format';
import { useEffect } from 'react';

/**
 * The title and description of the page shown. The shell boots without the
 * remotes' page descriptions (routes/route-descriptions.ts), and on a page in
 * Hindi or Gujarati without the pages' titles in that language (each app
 * publishes them, translated-route-meta.ts fetches them after the first paint):
 * what is learned later is set then, outside React, so nothing re-renders for it.
 */
const learned = new Map<string, string>();
/** Titles and descriptions in the page's language, by route id. */
const translated = new Map<string, PageMeta>();
let shown: { id: string; hasOwnMeta: boolean } | null = null;
/** Until the first page has been shown: its prerendered HTML carries its own title. */
let firstPage = true;

/** Descriptions by route id, from a remote's published manifest. */
export function learnDescriptions(descriptions: Readonly<Record<string, string>>): void {
  for (const [id, description] of Object.entries(descriptions)) learned.set(id, description);
  // A page with a free parameter sets its own description: it is left alone.
  const description = shown && !shown.hasOwnMeta ? descriptions[shown.id] : undefined;
  // In another language the translation's description wins over the English one.
  if (description && !translated.has(shown?.id ?? '')) applyPageDescription(description);
}

/** Titles and descriptions in the page's language, by route id (an app's translations). */
export function learnTranslatedMeta(meta: TranslatedPageMeta): void {
  for (const [id, pageMeta] of Object.entries(meta)) translated.set(id, pageMeta);
  const current = shown && !shown.hasOwnMeta ? meta[shown.id] : undefined;
  if (current) applyPageMeta(current);
}

/** Sets the route's title and description while its page is shown. */
export function useRouteMeta(route: ResolvedRoute): void {
  const { id, path } = route;
  const { title, description } = route.meta;
  useEffect(() => {
    const hasOwnMeta = path.includes(':');
    shown = { id, hasOwnMeta };
    const inLanguage = translated.get(id);
    if (inLanguage && !hasOwnMeta) {
      applyPageMeta(inLanguage);
    } else if (!(firstPage && currentLocale() !== 'en')) {
      applyPageMeta({ title, description: description || (learned.get(id) ?? '') });
    }
    // In Hindi or Gujarati, the first page keeps the title its HTML came with (the
    // prerendered page's is translated) until the translations arrive; English would
    // replace it for that while.
    firstPage = false;
    return () => {
      if (shown?.id === id) shown = null;
    };
  }, [id, path, title, description]);
}
