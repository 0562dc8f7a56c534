import { defineCatalogues, useMessages, type Catalogues } from '@club/ui/i18n';
import en from './locales/en.json';

/** The India Insights page's messages; ids start with `marketing.indiaInsights.`. */
export type MessageId = keyof typeof en;

export const catalogues: Catalogues<MessageId> = defineCatalogues<MessageId>({
  en,
  hi: () => import(/* webpackChunkName: "messages-india-insights-hi" */ './locales/hi.json'),
  gu: () => import(/* webpackChunkName: "messages-india-insights-gu" */ './locales/gu.json'),
});

/** The India Insights page's messages in the page's language (waits while they load). */
export const useT = () => useMessages(catalogues);

/** Whether a text is one of the page's message ids (an article's text may also be written out). */
export const isMessageId = (text: string): text is MessageId => Object.hasOwn(en, text);
