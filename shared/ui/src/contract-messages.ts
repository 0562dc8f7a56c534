import {
  currentLocale,
  defineCatalogues,
  i18n,
  loadCatalogue,
  type Catalogues,
} from '@club/ui/i18n';
import { useEffect, useState } from 'react';

/**
 * The contract's own words that members and visitors read, in Hindi and Gujarati: its
 * validation messages, the product's success and error catalogue (`MESSAGES`), and what
 * the API answers when it refuses something. Each is keyed by its English wording, which is
 * the contract's (exact, and what the API sends), so a rule or a message keeps its text in
 * one place; an English page shows them as they are and needs no lookup. The contract keeps
 * the translations beside its texts (`@club/contract/messages/locales/`, which the API's
 * messages use too); its `en.json` lists the texts translated (the coverage check holds Hindi
 * and Gujarati to it) and is not built into any page. A text without a translation (one added since, one with a value in
 * it) stays in English. The back office is English only, so its texts are not here.
 */
const catalogues: Catalogues = defineCatalogues({
  en: {},
  hi: () =>
    import(
      /* webpackChunkName: "messages-contract-hi" */ '@club/contract/messages/locales/hi.json'
    ),
  gu: () =>
    import(
      /* webpackChunkName: "messages-contract-gu" */ '@club/contract/messages/locales/gu.json'
    ),
});

/**
 * Starts fetching the translations on a page in Hindi or Gujarati (fields, alerts and the API
 * client call it), so that a message is shown in the language at once when it comes.
 */
export function loadContractMessages(): Promise<void> | undefined {
  const locale = currentLocale();
  return locale === 'en' ? undefined : loadCatalogue(catalogues, locale);
}

/** The same, once, when a component first renders. */
export function usePreloadContractMessages(): void {
  useEffect(() => {
    void loadContractMessages();
  }, []);
}

/**
 * `text` in the page's language when it is one of the contract's texts and the translations
 * have arrived; else as it is. Outside components (an API error's message).
 */
export function translateContractText(text: string): string {
  if (currentLocale() === 'en' || text === '') return text;
  // Lingui answers the id itself (the English) for a text it has no translation of.
  return i18n._(text);
}

/**
 * `translateContractText` for a component: never waits; while the translations are on
 * their way it shows the English, then redraws with them.
 */
export function useContractText(): (text: string) => string {
  const pending = loadContractMessages();
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (!pending) return;
    let shown = true;
    void pending.then(() => {
      if (shown) setArrived((count) => count + 1);
    });
    return () => {
      shown = false;
    };
  }, [pending]);
  return translateContractText;
}

/** A message given as a node (a field's error, an alert's text): translated when it is a text. */
export function useContractMessage<T>(message: T): T | string {
  const translate = useContractText();
  return typeof message === 'string' ? translate(message) : message;
}
