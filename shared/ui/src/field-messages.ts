import {
  currentLocale,
  defineCatalogues,
  i18n,
  loadCatalogue,
  type Catalogues,
} from '@club/ui/i18n';
import { useEffect, useState } from 'react';

/**
 * What a form field's error says, in Hindi and Gujarati: the validation messages of the
 * forms members and visitors fill in. Each message is keyed by its English wording, which
 * is the contract's own (the API answers with the same words, and an English page shows
 * them as they are), so a rule keeps its message in one place. `locales/en.json` lists the
 * messages translated (the coverage check holds Hindi and Gujarati to it) and is not built
 * into any page: an English page needs no lookup. A message without a translation (a rule
 * added since, a message with a value in it) stays in English. The back office's forms are
 * English only, so their messages are not here.
 */
const catalogues: Catalogues = defineCatalogues({
  en: {},
  hi: () => import(/* webpackChunkName: "messages-fields-hi" */ './field-messages/locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-fields-gu" */ './field-messages/locales/gu.json'),
});

/**
 * Starts fetching the translated messages on a page in Hindi or Gujarati, so that a form's
 * first error is shown in the language at once. Every field calls it when it first renders.
 */
export function usePreloadFieldMessages(): void {
  useEffect(() => {
    const locale = currentLocale();
    if (locale !== 'en') void loadCatalogue(catalogues, locale);
  }, []);
}

/**
 * `message` in the page's language when it is one of the translated messages. Never waits:
 * while the messages are on their way it shows the English, then redraws with them.
 */
export function useFieldMessage<T>(message: T): T | string {
  const locale = currentLocale();
  const pending = locale === 'en' ? undefined : loadCatalogue(catalogues, locale);
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
  if (locale === 'en' || typeof message !== 'string' || message === '') return message;
  // Lingui answers the id itself (the English) for a message it has no translation of.
  return i18n._(message);
}
