import type { PageMeta, RouteManifest } from '@club/platform/routes/route-manifest-format';

/**
 * A page's meta description matters to search engines and link previews, which
 * read the prerendered HTML, and hardly at all to a visitor moving between
 * pages. So the shell boots with its copies of the remotes' manifests without
 * descriptions (about 2 KB gzip less on every first visit), and learns them
 * from each remote's published manifest once the page has painted. The build
 * (prerendering, the static server's paths) and the tests put them back.
 */

/** Route id (`marketing/home`, `marketing/city/pune`) → its description. */
export type RouteDescriptions = Readonly<Record<string, string>>;

const withoutMetaDescription = (meta: PageMeta): PageMeta => ({ ...meta, description: '' });

/** The manifest with every description left empty, its shape (and key order) unchanged. */
export function withoutDescriptions<M extends RouteManifest>(manifest: M): M {
  return {
    ...manifest,
    pages: Object.fromEntries(
      Object.entries(manifest.pages).map(([key, page]) => [
        key,
        {
          ...page,
          ...(page.description === undefined ? {} : { description: '' }),
          ...(page.variants
            ? {
                variants: Object.fromEntries(
                  Object.entries(page.variants).map(([value, meta]) => [
                    value,
                    withoutMetaDescription(meta),
                  ]),
                ),
              }
            : {}),
        },
      ]),
    ),
  };
}

/** The descriptions of a manifest's pages by route id, as `resolveManifest` names routes. */
export function manifestDescriptions(manifest: RouteManifest): Record<string, string> {
  const descriptions: Record<string, string> = {};
  for (const [key, page] of Object.entries(manifest.pages)) {
    if (page.description) descriptions[`${manifest.owner}/${key}`] = page.description;
    for (const [value, meta] of Object.entries(page.variants ?? {})) {
      if (meta.description) descriptions[`${manifest.owner}/${key}/${value}`] = meta.description;
    }
  }
  return descriptions;
}

/** The manifest with its descriptions filled in again (an unknown one stays empty). */
export function withDescriptions<M extends RouteManifest>(
  manifest: M,
  descriptions: RouteDescriptions,
): M {
  const described = (id: string) => descriptions[id] ?? '';
  return {
    ...manifest,
    pages: Object.fromEntries(
      Object.entries(manifest.pages).map(([key, page]) => [
        key,
        {
          ...page,
          ...(page.description === undefined
            ? {}
            : { description: described(`${manifest.owner}/${key}`) }),
          ...(page.variants
            ? {
                variants: Object.fromEntries(
                  Object.entries(page.variants).map(([value, meta]) => [
                    value,
                    { ...meta, description: described(`${manifest.owner}/${key}/${value}`) },
                  ]),
                ),
              }
            : {}),
        },
      ]),
    ),
  };
}
