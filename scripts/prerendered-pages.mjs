/**
 * The shell's index.html with a public page already in it, so a phone paints
 * the page from the HTML instead of after its JavaScript, and the app then
 * hydrates it (takes over the same DOM). The shell's build holds the whole
 * app's HTML for each public page (`prerender/pages.json`), with a slot where
 * a remote's page goes; the page itself comes from the remote that owns it
 * (`prerender/<page>.json`), fetched from the remote's URL in config.json and
 * kept for 30 s, so a remote deployed or rolled back alone brings its own HTML
 * along. When the remote's HTML cannot be had in time, the page is sent with
 * its loading spinner, as without prerendering. A CDN would do the same at its
 * edge (docs/deploying.md).
 *
 * Until the app has taken over, the page works as plain HTML: links are links
 * the browser follows (to a page that is itself prerendered) and the header's
 * menus open without JavaScript. What needs the app (buttons, form fields) is
 * held (`data-booting` on #root, and `readonly` on fields so nothing typed is
 * lost) and let go once the app has hydrated the page (shell/src/bootstrap.tsx).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PAGE_SLOT_MARKUP,
  PRERENDER_INDEX_FILE,
  SHARED_STYLES_FILE,
} from '../shared/build/prerender-files.mjs';
import { requestTarget } from './page-response.mjs';

const REFRESH_MS = 30_000;
/** Fields a visitor could type into before the app has taken over: read-only until it has. */
const FIELD = /<(input|textarea)\b(?![^>]*\sreadonly[\s=>])/g;
/** Query parameters that only tag a visit (campaigns, ad clicks). */
const TRACKING_PARAMETER = /^(?:utm_\w+|gclid|fbclid|msclkid)$/;
const FETCH_TIMEOUT_MS = 1_000;

const escapeAttribute = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** The style sheets of each shared-package module, as the shell's build indexed them. */
function sharedStyleSheets(shellRoot) {
  const file = join(shellRoot, SHARED_STYLES_FILE);
  const index = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return new Map(Object.entries(index));
}

/** A remote's prerendered page, or undefined; kept for REFRESH_MS either way. */
function createFragmentCache() {
  const cache = new Map();
  return async (url) => {
    const cached = cache.get(url);
    if (cached && Date.now() - cached.at < REFRESH_MS) return cached.fragment;
    let fragment;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (response.ok) {
        const body = await response.json();
        if (
          typeof body.html === 'string' &&
          Array.isArray(body.css) &&
          Array.isArray(body.shared)
        ) {
          fragment = body;
        }
      }
    } catch {
      fragment = undefined;
    }
    cache.set(url, { at: Date.now(), fragment });
    return fragment;
  };
}

/**
 * @param {{ shellRoot: string, remotes: Record<string, string>,
 *           fetchRemotes?: Record<string, string>, siteOrigin?: string }} options
 *   `remotes`: each remote's manifest URL, from config.json (the page links its styles there).
 *   `siteOrigin`: the site's public origin (`https://bizbridge.club`): search engines take a
 *   page's `hreflang` alternates only as full URLs. Without it they stay paths.
 *   `fetchRemotes`: where this host fetches the remotes' prerendered pages, when it reaches
 *   them another way than browsers do (a site host serving the remotes itself); default `remotes`.
 * @returns {((pathname: string, search?: URLSearchParams) => Promise<string | undefined>) | undefined}
 *   The page's HTML for a prerendered path (decoded, without the query); undefined when
 *   the build has none. The host sends it with the page headers (page-response.mjs).
 */
export function createPrerenderedPages({ shellRoot, remotes, fetchRemotes = remotes, siteOrigin }) {
  const fullUrl = (path) => (siteOrigin ? new URL(path, siteOrigin).href : path);
  const indexFile = join(shellRoot, PRERENDER_INDEX_FILE);
  if (!existsSync(indexFile)) return undefined;
  const pages = JSON.parse(readFileSync(indexFile, 'utf8'));
  const template = readFileSync(join(shellRoot, 'index.html'), 'utf8');
  const sharedSheets = sharedStyleSheets(shellRoot);
  const fragment = createFragmentCache();
  // The shell's boot styles, which index.html only preloads, are needed before the first paint.
  const head = template.replace(
    /<link rel="preload" as="style" href="([^"]+)">/g,
    '<link rel="stylesheet" href="$1">',
  );
  const bootSheets = new Set(
    [...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]),
  );

  return async (pathname, search = new URLSearchParams()) => {
    // Only a page's own path has one: a forged path is never composed, whoever the host is.
    if (requestTarget(pathname).kind !== 'page') return undefined;
    // A page drawn from its query (the directory's filters, a confirmation link's token) may
    // differ from its prerendered state: it is left to the app. Campaign tags change nothing.
    if ([...search.keys()].some((key) => !TRACKING_PARAMETER.test(key))) return undefined;
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = pages[path];
    if (!page) return undefined;
    // The language's script font first: asked for with the page, not after the boot.
    const sheets = (page.fonts ?? []).map((sheet) => `/${sheet}`);
    let body;
    let hydrate = true;
    // A page whose code starts only when the visitor heads for it (its manifest's `hydration`).
    let onUse = false;
    const remoteUrl = remotes[page.owner];
    /** The styles of the shared-package modules the page uses, unless the boot's styles have them. */
    const addSharedSheets = (ids) => {
      for (const id of ids) {
        const held = sharedSheets.get(id) ?? [];
        // A module whose styles the boot's sheets hold needs nothing more.
        if (held.some((sheet) => bootSheets.has(`/${sheet}`))) continue;
        for (const sheet of held) if (!sheets.includes(`/${sheet}`)) sheets.push(`/${sheet}`);
      }
    };
    if (page.owner === 'shell') {
      body = page.layout;
      // The page is complete in the HTML: its own styles come with it, or it shifts once they load.
      addSharedSheets(page.shared ?? []);
      for (const sheet of page.css ?? []) sheets.push(`/${sheet}`);
    } else {
      if (!remoteUrl) return undefined;
      const found = await fragment(new URL(page.file, fetchRemotes[page.owner] ?? remoteUrl).href);
      if (found) {
        addSharedSheets(found.shared);
        for (const sheet of found.css) sheets.push(new URL(sheet, remoteUrl).href);
      }
      // A page rendered at another place of the tree than this shell's (a remote built
      // for another version of the layout) would get other ids: it waits for the app.
      if (found && found.pageId === page.pageId) {
        body = page.layout.replace(PAGE_SLOT_MARKUP, found.html);
        onUse = found.hydration === 'on-use';
      } else {
        body = page.layout.replace(PAGE_SLOT_MARKUP, page.loading);
        hydrate = false;
      }
    }
    // Named so that the boot loads the page's module first (preload-route-page.ts).
    const attributes = [
      `data-prerendered-page="${escapeAttribute(path)}"`,
      `data-remote="${escapeAttribute(page.owner)}"`,
      `data-module="${escapeAttribute(page.module)}"`,
      hydrate ? 'data-hydrate' : '',
      onUse ? 'data-hydrate-on="use"' : '',
      // The remote build the page's HTML came from: the app hydrates it only with the same one.
      remoteUrl ? `data-remote-url="${escapeAttribute(remoteUrl)}"` : '',
      'data-booting',
    ].filter(Boolean);
    const links = [
      // The script font's files, asked for with the page instead of once its text is laid out.
      ...(page.fontFiles ?? []).map(
        (href) =>
          `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(href)}" crossorigin="anonymous">`,
      ),
      ...sheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ];
    // The same page in the other languages, and the one search engines show otherwise.
    for (const [tag, href] of Object.entries(page.alternates ?? {})) {
      links.push(
        `<link rel="alternate" hreflang="${escapeAttribute(tag)}" href="${escapeAttribute(fullUrl(href))}">`,
      );
    }
    if (page.alternates?.['en-IN']) {
      links.push(
        `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(fullUrl(page.alternates['en-IN']))}">`,
      );
    }
    return head
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(page.lang ?? 'en-IN')}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"/,
        `<meta name="description" content="${escapeAttribute(page.description)}"`,
      )
      .replace('</head>', `${links.join('')}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" ${attributes.join(' ')}>${body.replace(FIELD, '<$1 readonly data-boot-lock')}</div>`,
      );
  };
}
