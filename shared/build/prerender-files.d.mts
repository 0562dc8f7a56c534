export declare const PRERENDER_FOLDER: string;
export declare const PRERENDER_INDEX_FILE: string;
export declare const PAGE_SLOT_MARKUP: string;
export declare const SHARED_STYLES_FILE: string;
export declare function prerenderFileName(path: string): string;
export declare function shellPageChunkName(module: string): string;
export declare function isPrerenderable(route: { path: string; access: string }): boolean;

/** A remote's prerendered page. */
export interface PrerenderedFragment {
  path: string;
  html: string;
  /** The page's own style sheets, relative to the remote's build. */
  css: string[];
  /** The modules of `@club/shared` whose styles the page uses (the shell's copies are on the page). */
  shared: string[];
  /**
   * The `useId` of a component at the place the page was rendered: its HTML
   * can be hydrated only where the shell puts pages at the same place.
   */
  pageId: string;
  /** `'on-use'`: the page's code starts when the visitor heads for it (the page's manifest). */
  hydration?: 'on-use';
}

/** The shell's entry for one page in `prerender/pages.json`. */
export interface PrerenderedLayout {
  owner: string;
  module: string;
  file: string;
  /** The page's language, for `<html lang>` (`hi-IN`). */
  lang: string;
  /** The same page in each language, by language tag: the `hreflang` links of its head. */
  alternates: Record<string, string>;
  title: string;
  description: string;
  /**
   * The style sheets of the language's script font (Devanagari, Gujarati), relative to the
   * shell's build; none in English. Linked in the head of every page in that language.
   */
  fonts?: string[];
  /**
   * The script font's files those sheets name (`/static/font/….woff2`), preloaded with the page: a
   * face discovered only once the page is laid out arrives after the first paint, and the text
   * drawn meanwhile in the system's face moves when it is swapped.
   */
  fontFiles?: string[];
  /**
   * The whole app's HTML at this path: header, footer and, for a remote's
   * page, the page's slot (PAGE_SLOT_MARKUP); a page of the shell is complete.
   */
  layout: string;
  /**
   * For a page of the shell, the style sheets of its chunk, relative to the
   * shell's build: the page's HTML is complete, so its styles go with it.
   */
  css?: string[];
  /** For a page of the shell, the shared-package modules whose styles its HTML uses. */
  shared?: string[];
  /** For a remote's page, the `useId` of the component in the slot (see PrerenderedFragment). */
  pageId?: string;
  /** What the slot shows when the page's own HTML cannot be had: the loading spinner. */
  loading: string;
}
