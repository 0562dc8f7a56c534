/**
 * Where the build puts a page's prerendered HTML, so the static server can
 * find it: the shell writes `prerender/pages.json` (its layout for each public
 * page, and which remote owns the page), each remote writes one file per
 * public page it owns. Plain JavaScript: the Node scripts that serve the site
 * read it as well as the build.
 */

/** The folder of the build that holds the prerendered pages. */
export const PRERENDER_FOLDER = 'prerender';

/** The shell's index of prerendered pages, by path. */
export const PRERENDER_INDEX_FILE = `${PRERENDER_FOLDER}/pages.json`;

/**
 * The shell's index of the style sheets that hold each shared-package module's styles, by
 * module id (`@club/ui/tile-grid`): the site host links them into a page whose HTML uses the
 * module, so it is drawn styled before (and whether or not) the module's code loads.
 */
export const SHARED_STYLES_FILE = `${PRERENDER_FOLDER}/shared-styles.json`;

/** Where the layout leaves room for the page (replaced by the page's HTML). */
export const PAGE_SLOT_MARKUP = '<template data-club-page=""></template>';

/**
 * A remote's file for one page, relative to its build: `/` is `index.json`,
 * `/city/pune` is `city~pune.json`.
 * @param {string} path a concrete page path (no parameters)
 */
export function prerenderFileName(path) {
  const name = path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '').replaceAll('/', '~');
  return `${PRERENDER_FOLDER}/${name}.json`;
}

/**
 * The chunk name of one of the shell's own pages (`./SignInPage` is
 * `page-SignInPage`), as its `import()` names it: the build finds the page's
 * style sheets by it, so that its prerendered HTML is styled at first paint.
 * @param {string} module a page module of a route manifest
 */
export function shellPageChunkName(module) {
  return `page-${module.replace(/^\.\//, '')}`;
}

/**
 * Whether a path can be prerendered: a public page with no parameter left
 * (`/news/:id` cannot, `/city/pune` can).
 * @param {{ path: string, access: string }} route
 */
export function isPrerenderable(route) {
  return route.access === 'public' && !route.path.includes(':');
}
