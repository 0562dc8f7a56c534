/**
 * The page's one i18n runtime (Lingui): the active language and every app's messages in
 * it. A singleton of the federation: the shell activates the language the URL names
 * before anything renders, and each remote adds its own catalogues to the same instance.
 *
 * Each app owns its messages (`src/locales/en.json`, `hi.json`, `gu.json`; ids carry the
 * app's prefix, so merged catalogues never clash). English is built into the app's code,
 * so an English page never waits for messages; Hindi and Gujarati are fetched once, when
 * a page in that language first needs them. The build compiles every catalogue
 * (shared/build/catalogue-loader.cjs): the page carries no message parser.
 */
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from '@club/contract/locales';
import { setupI18n, type Messages } from '@lingui/core';
import { Fragment, createElement, use, type ReactNode } from 'react';

export const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** Values for a message's placeholders: `{name}`, `{count, plural, ...}`. */
export type MessageValues = Record<string, string | number>;

/** Looks up a message of the active language. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/** An app's messages: English built in, the other languages fetched when needed. */
export interface Catalogues<Id extends string = string> {
  en: Readonly<Record<Id, unknown>>;
  hi: () => Promise<{ default: Messages }>;
  gu: () => Promise<{ default: Messages }>;
}

const loads = new WeakMap<Catalogues, Map<Locale, Promise<void> | 'loaded'>>();

/** The language the page is in. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Every app's catalogues defined on the page so far. */
const defined = new Set<Catalogues>();

/**
 * Sets the page's language (once, at boot, from its URL) and fetches the messages in it of
 * every app defined so far (the shell and the shared packages at boot); resolves once they
 * are in.
 */
export function activateLocale(locale: Locale): Promise<void> {
  // The language's map exists before any catalogue is merged into it (merging nothing).
  i18n.load(locale, {});
  i18n.activate(locale);
  return Promise.all([...defined].map((catalogues) => loadCatalogue(catalogues, locale))).then(
    () => undefined,
  );
}

/**
 * An app's catalogues: its English messages are merged at once, so English pages render
 * from the first pass. Call once per app, in the module that imports its catalogues.
 */
export function defineCatalogues<Id extends string>(catalogues: Catalogues<Id>): Catalogues<Id> {
  i18n.load(DEFAULT_LOCALE, catalogues.en as Messages);
  loads.set(catalogues, new Map([[DEFAULT_LOCALE, 'loaded']]));
  defined.add(catalogues as Catalogues);
  // In a browser the page's language is known from its URL: the app's messages in it are
  // fetched as soon as its code arrives, not when its first component asks for them.
  if (typeof window !== 'undefined') {
    void loadCatalogue(catalogues as Catalogues, localeOfPath(window.location.pathname));
  }
  return catalogues;
}

/**
 * Loads the app's messages in `locale` into the runtime, once; undefined when they are in
 * already. A catalogue that cannot be fetched leaves the app in English for this page
 * (better than no page) and is asked for again on the next call.
 */
export function loadCatalogue(catalogues: Catalogues, locale: Locale): Promise<void> | undefined {
  let byLocale = loads.get(catalogues);
  if (!byLocale) {
    byLocale = new Map();
    loads.set(catalogues, byLocale);
  }
  const state = byLocale.get(locale);
  if (state === 'loaded') return undefined;
  if (state) return state;
  if (locale === 'en') {
    i18n.load(locale, catalogues.en as Messages);
    byLocale.set(locale, 'loaded');
    return undefined;
  }
  const done = byLocale;
  const load = catalogues[locale]()
    .then((module: { default: Messages }) => {
      i18n.load(locale, module.default);
      done.set(locale, 'loaded');
    })
    .catch(() => {
      i18n.load(locale, catalogues.en as Messages);
      done.delete(locale);
    });
  byLocale.set(locale, load);
  return load;
}

/**
 * Looks up a message of the active language; the id itself if there is none (the coverage
 * check keeps every language's catalogue complete). Outside components (a page's title),
 * once the app's catalogue is loaded.
 */
export function t(id: string, values?: MessageValues): string {
  return i18n._(id, values);
}

/**
 * The app's messages in the page's language, for a component: it waits (suspends) while
 * they are on their way, then renders with them. Each app wraps it once:
 * `export const useT = () => useMessages(catalogues)`.
 */
export function useMessages<Id extends string>(catalogues: Catalogues<Id>): Translate<Id> {
  const pending = loadCatalogue(catalogues as Catalogues, currentLocale());
  // Only while the messages are on their way (a settled promise handed to `use` on every
  // render stalled the home page's deferred parts in its tests).
  if (pending) use(pending);
  return t;
}

/** A tag in a message: `<link>our terms</link>`. */
const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A message with parts a component draws: `Read <link>our terms</link>.` with
 * `{ link: (text) => <Link to="/terms">{text}</Link> }`. The translator keeps the tags
 * where the language puts them; a tag with no renderer is left as its text.
 */
export function withTags(
  message: string,
  renderers: Record<string, (text: string) => ReactNode>,
): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, name = '', text = ''] = match;
    if (match.index > last) parts.push(message.slice(last, match.index));
    const render = renderers[name];
    parts.push(render ? createElement(Fragment, { key: match.index }, render(text)) : text);
    last = match.index + whole.length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
