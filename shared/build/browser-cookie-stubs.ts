/**
 * Stands in for the `cookie` and `set-cookie-parser` packages in the browser
 * builds. The router bundles them for its server-side cookie helpers
 * (`createCookie`, the session storages, response headers), which a
 * single-page site never calls; this keeps their 3 KB out of every page.
 * Calling one here is a mistake, and says so.
 */
function serverOnly(): never {
  throw new Error(
    'Cookie headers are server-side code; the site does not handle them in the browser.',
  );
}

export const parse: (...args: unknown[]) => never = serverOnly;
export const serialize: (...args: unknown[]) => never = serverOnly;
export const splitCookiesString: (...args: unknown[]) => never = serverOnly;
