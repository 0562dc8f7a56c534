import { applyPageDescription, applyPageMeta } from '@club/platform/routes/page-meta';
import type { ResolvedRoute } from '@club/platform/routes/route-manifest-format';
import { useEffect } from 'react';

/**
 * The title and description of the page shown. The shell boots without the
 * remotes' page descriptions (routes/route-descriptions.ts): a description
 * learned later from a remote's published manifest is set then, outside
 * React, so nothing re-renders for it.
 */
const learned = new Map<string, string>();
let shown: { id: string; hasOwnMeta: boolean } | null = null;

/** Descriptions by route id, from a remote's published manifest. */
export function learnDescriptions(descriptions: Readonly<Record<string, string>>): void {
  for (const [id, description] of Object.entries(descriptions)) learned.set(id, description);
  // A page with a free parameter sets its own description: it is left alone.
  const description = shown && !shown.hasOwnMeta ? descriptions[shown.id] : undefined;
  if (description) applyPageDescription(description);
}

/** Sets the route's title and description while its page is shown. */
export function useRouteMeta(route: ResolvedRoute): void {
  const { id, path } = route;
  const { title, description } = route.meta;
  useEffect(() => {
    shown = { id, hasOwnMeta: path.includes(':') };
    applyPageMeta({ title, description: description || (learned.get(id) ?? '') });
    return () => {
      if (shown?.id === id) shown = null;
    };
  }, [id, path, title, description]);
}
