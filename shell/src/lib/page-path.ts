/**
 * A page's path as the server names its prerendered page: without a trailing
 * slash (`/about/` is `/about`), the home page staying `/`. No imports: the
 * boot reads it before any shared module has loaded.
 */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
