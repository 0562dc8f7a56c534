export declare const PRERENDER_FOLDER: string;
export declare const PRERENDER_INDEX_FILE: string;
export declare const PAGE_SLOT_MARKUP: string;
export declare function prerenderFileName(path: string): string;
export declare function isPrerenderable(route: { path: string; access: string }): boolean;

/** A remote's prerendered page. */
export interface PrerenderedFragment {
  path: string;
  html: string;
  /** The page's own style sheets, relative to the remote's build. */
  css: string[];
  /** The modules of `@club/shared` whose styles the page uses (the shell's copies are on the page). */
  shared: string[];
}

/** The shell's entry for one page in `prerender/pages.json`. */
export interface PrerenderedLayout {
  owner: string;
  module: string;
  file: string;
  title: string;
  description: string;
  /** The header, the footer and the page's slot (PAGE_SLOT_MARKUP). */
  layout: string;
  /** What the slot shows when the page's own HTML cannot be had: the loading spinner. */
  loading: string;
}
