import { useEffect } from 'react';
import { CLUB_NAME } from '@club/contract/copy/club';
import type { PageMeta } from '@club/platform/routes/route-manifest-format';

/**
 * Sets the browser's title ("<title> | <club>") and the meta description; an
 * empty description (one not known yet) leaves the document's as it is.
 */
export function applyPageMeta({ title, description }: PageMeta): void {
  document.title = `${title} | ${CLUB_NAME}`;
  if (description) applyPageDescription(description);
}

/** Sets the meta description only. */
export function applyPageDescription(description: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** `applyPageMeta` while a page is shown. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description } = meta;
  useEffect(() => applyPageMeta({ title, description }), [title, description]);
}
